import { addTranslations } from '../../lib/i18n';
import { filesEn } from './locales/en';
import { filesPl } from './locales/pl';

addTranslations({ pl: filesPl, en: filesEn });
