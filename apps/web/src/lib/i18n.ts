import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { pl } from '../locales/pl';

export const languages = [
  { value: 'pl', label: 'Polski' },
  { value: 'en', label: 'English' },
] as const;
export type Language = (typeof languages)[number]['value'];

const storageKey = 'zaplecze.language';

function initialLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'en' ? 'en' : 'pl';
  } catch {
    return 'pl';
  }
}

void i18n.use(initReactI18next).init({
  resources: { pl: { translation: pl }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'pl',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function changeLanguage(language: Language) {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/** Features add their own texts when their code loads, so each lazy chunk carries its translations. */
export function addTranslations(bundle: { pl: object; en: object }) {
  i18n.addResourceBundle('pl', 'translation', bundle.pl, true, false);
  i18n.addResourceBundle('en', 'translation', bundle.en, true, false);
}

export default i18n;
