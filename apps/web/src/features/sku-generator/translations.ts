import { addTranslations } from '../../lib/i18n';
import { skuGeneratorEn } from './locales/en';
import { skuGeneratorPl } from './locales/pl';

addTranslations({ pl: skuGeneratorPl, en: skuGeneratorEn });
