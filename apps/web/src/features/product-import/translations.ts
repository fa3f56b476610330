import { addTranslations } from '../../lib/i18n';
import { productImportEn } from './locales/en';
import { productImportPl } from './locales/pl';

addTranslations({ pl: productImportPl, en: productImportEn });
