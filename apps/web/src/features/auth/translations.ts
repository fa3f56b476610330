import { addTranslations } from '../../lib/i18n';
import { authEn } from './locales/en';
import { authPl } from './locales/pl';

addTranslations({ pl: authPl, en: authEn });
