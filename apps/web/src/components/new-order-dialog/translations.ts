import { addTranslations } from '../../lib/i18n';
import { newOrderDialogEn } from './locales/en';
import { newOrderDialogPl } from './locales/pl';

addTranslations({ pl: newOrderDialogPl, en: newOrderDialogEn });
