import { addTranslations } from '../../lib/i18n';
import { employeeAccountsEn } from './locales/en';
import { employeeAccountsPl } from './locales/pl';

addTranslations({ pl: employeeAccountsPl, en: employeeAccountsEn });
