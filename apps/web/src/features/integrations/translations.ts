import { addTranslations } from '../../lib/i18n';
import { integrationsEn } from './locales/en';
import { integrationsPl } from './locales/pl';

addTranslations({ pl: integrationsPl, en: integrationsEn });
