import { addTranslations } from '../../lib/i18n';
import { orderStatusesEn } from './locales/en';
import { orderStatusesPl } from './locales/pl';

addTranslations({ pl: orderStatusesPl, en: orderStatusesEn });
