import { addTranslations } from '../../lib/i18n';
import { returnsEn } from './locales/en';
import { returnsPl } from './locales/pl';

addTranslations({ pl: returnsPl, en: returnsEn });
