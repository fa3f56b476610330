import { addTranslations } from '../../../lib/i18n';
import { orderDpdEn } from './locales/en';
import { orderDpdPl } from './locales/pl';

addTranslations({ pl: orderDpdPl, en: orderDpdEn });
