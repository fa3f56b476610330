import { addTranslations } from '../../lib/i18n';
import { authPagesPl } from './locales/pl-pages';
import './translations';

// English comes with the auth feature's English texts (translations.ts), loaded once English is chosen.
addTranslations({ pl: authPagesPl, en: {} });
