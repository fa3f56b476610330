import { addTranslations } from '../../../lib/i18n';
import { warehousesEn } from './locales/en';
import { warehousesPl } from './locales/pl';

addTranslations({ pl: warehousesPl, en: warehousesEn });
