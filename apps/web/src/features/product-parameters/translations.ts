import { addTranslations } from '../../lib/i18n';
import { productParametersEn } from './locales/en';
import { productParametersPl } from './locales/pl';

addTranslations({ pl: productParametersPl, en: productParametersEn });
