import { addTranslations } from '../../../lib/i18n';
import { dpdEn } from './locales/en';
import { dpdPl } from './locales/pl';

addTranslations({ pl: dpdPl, en: dpdEn });
