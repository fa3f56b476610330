import { addTranslations } from '../../lib/i18n';
import { plansEn } from './locales/en';
import { plansPl } from './locales/pl';

addTranslations({ pl: plansPl, en: plansEn });
