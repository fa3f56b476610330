import { addTranslations } from '../../lib/i18n';
import { magazineConfigurationEn } from './locales/en';
import { magazineConfigurationPl } from './locales/pl';

addTranslations({ pl: magazineConfigurationPl, en: magazineConfigurationEn });
