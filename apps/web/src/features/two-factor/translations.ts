import { addTranslations } from '../../lib/i18n';
import { twoFactorEn } from './locales/en';
import { twoFactorPl } from './locales/pl';

addTranslations({ pl: twoFactorPl, en: twoFactorEn });
