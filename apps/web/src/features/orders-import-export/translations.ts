import { addTranslations } from '../../lib/i18n';
import { ordersImportExportEn } from './locales/en';
import { ordersImportExportPl } from './locales/pl';

addTranslations({ pl: ordersImportExportPl, en: ordersImportExportEn });
