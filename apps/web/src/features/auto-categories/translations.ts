import { addTranslations } from '../../lib/i18n';
import { autoCategoriesEn } from './locales/en';
import { autoCategoriesPl } from './locales/pl';

addTranslations({ pl: autoCategoriesPl, en: autoCategoriesEn });
