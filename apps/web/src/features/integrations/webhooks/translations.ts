import { addTranslations } from '../../../lib/i18n';
import { webhooksEn } from './locales/en';
import { webhooksPl } from './locales/pl';

addTranslations({ pl: webhooksPl, en: webhooksEn });
