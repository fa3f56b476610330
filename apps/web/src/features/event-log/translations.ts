import { addTranslations } from '../../lib/i18n';
import { eventLogEn } from './locales/en';
import { eventLogPl } from './locales/pl';

addTranslations({ pl: eventLogPl, en: eventLogEn });
