import { addTranslations } from '../../lib/i18n';
import { productStockEn } from './locales/en';
import { productStockPl } from './locales/pl';

addTranslations({ pl: productStockPl, en: productStockEn });
