import { addTranslations } from '../../lib/i18n';
import { customFieldsEn } from './locales/en';
import { customFieldsPl } from './locales/pl';

addTranslations({ pl: customFieldsPl, en: customFieldsEn });
