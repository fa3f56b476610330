import { addTranslations } from '../../../lib/i18n';
import { vatEn } from './locales/en';
import { vatPl } from './locales/pl';

addTranslations({ pl: vatPl, en: vatEn });
