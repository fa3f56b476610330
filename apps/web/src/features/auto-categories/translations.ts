import { addTranslations } from '../../lib/i18n';
import { autoCategoriesEn } from './locales/en';
import { autoCategoriesPl } from './locales/pl';
import { autoCategoriesRunEn, autoCategoriesRunPl } from './locales/run';

addTranslations({ pl: autoCategoriesPl, en: autoCategoriesEn });
addTranslations({ pl: autoCategoriesRunPl, en: autoCategoriesRunEn });
