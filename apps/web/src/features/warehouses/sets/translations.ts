import { addTranslations } from '../../../lib/i18n';
import { setsEn } from './locales/en';
import { setsPl } from './locales/pl';

addTranslations({ pl: setsPl, en: setsEn });
