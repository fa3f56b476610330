import { addTranslations } from '../../../lib/i18n';
import { priceListsEn } from './locales/en';
import { priceListsPl } from './locales/pl';

addTranslations({ pl: priceListsPl, en: priceListsEn });
