import { addTranslations } from '../../lib/i18n';
import { authPl } from './locales/pl';

// English loads only when chosen: these texts ride on the login route (docs/decisions/login-bundle.md).
addTranslations({ pl: authPl, en: () => import('./locales/en').then((module) => module.authEn) });
