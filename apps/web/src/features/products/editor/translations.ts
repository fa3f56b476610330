import { addTranslations } from '../../../lib/i18n';
import { productEditorEn } from './locales/en';
import { productEditorPl } from './locales/pl';

addTranslations({ pl: productEditorPl, en: productEditorEn });
