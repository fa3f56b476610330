import { addTranslations } from '../../../lib/i18n';
import { localizationEn } from './locales/en';
import { localizationPl } from './locales/pl';

addTranslations({ pl: localizationPl, en: localizationEn });
