import { addTranslations } from '../../lib/i18n';
import { ordersEn } from './locales/en';
import { ordersPl } from './locales/pl';

addTranslations({ pl: ordersPl, en: ordersEn });
