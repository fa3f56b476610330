import { addTranslations } from '../../lib/i18n';
import { favoritesEn } from './locales/en';
import { favoritesPl } from './locales/pl';

addTranslations({ pl: favoritesPl, en: favoritesEn });
