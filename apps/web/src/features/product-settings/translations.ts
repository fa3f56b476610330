import { addTranslations } from '../../lib/i18n';
import { productSettingsEn } from './locales/en';
import { productSettingsPl } from './locales/pl';

addTranslations({ pl: productSettingsPl, en: productSettingsEn });
