import { addTranslations } from '../../lib/i18n';
import { authContractPl } from './locales/pl-contract';
import './translations';

addTranslations({ pl: authContractPl, en: {} });
