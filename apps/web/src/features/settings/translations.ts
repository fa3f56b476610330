import { addTranslations } from '../../lib/i18n';
import { settingsEn } from './locales/en';
import { settingsPl } from './locales/pl';

addTranslations({ pl: settingsPl, en: settingsEn });
