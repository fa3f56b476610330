import { addTranslations } from '../../lib/i18n';
import { orderStockEn } from './locales/stock-en';
import { orderStockPl } from './locales/stock-pl';

addTranslations({ pl: orderStockPl, en: orderStockEn });
