import { addTranslations } from '../../lib/i18n';
import { supportEn } from './locales/en';
import { supportPl } from './locales/pl';

addTranslations({ pl: supportPl, en: supportEn });
