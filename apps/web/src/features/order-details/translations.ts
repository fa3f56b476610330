import { addTranslations } from '../../lib/i18n';
import { orderDetailsEn } from './locales/en';
import { orderDetailsPl } from './locales/pl';

addTranslations({ pl: orderDetailsPl, en: orderDetailsEn });
