import { addTranslations } from '../../../lib/i18n';
import { shopifyEn } from './locales/en';
import { shopifyPl } from './locales/pl';

addTranslations({ pl: shopifyPl, en: shopifyEn });
