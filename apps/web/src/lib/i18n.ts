import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/**
 * The English core texts load only when English is chosen: the login route carries Polish alone
 * (docs/decisions/login-bundle.md). Features still add both languages with their own code.
 */
let englishLoaded: Promise<void> | undefined;
function loadLanguage(language: Language) {
  if (language === 'pl') return Promise.resolve();
  englishLoaded ??= import('../locales/en').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
  });
  return englishLoaded;
}

const startLanguage = initialLanguage();
void i18n.use(initReactI18next).init({
  resources: { pl: { translation: pl } },
  partialBundledLanguages: true,
  lng: 'pl',
  fallbackLng: 'pl',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves when the chosen language's core texts are in: main.tsx renders after it (at once for Polish). */
export const languageReady: Promise<unknown> =
  startLanguage === 'pl'
    ? Promise.resolve()
    : loadLanguage(startLanguage).then(() => i18n.changeLanguage(startLanguage));

export async function changeLanguage(language: Language) {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}

/** Features add their own texts when their code loads, so each lazy chunk carries its translations. */
export function addTranslations(bundle: { pl: object; en: object }) {
  i18n.addResourceBundle('pl', 'translation', bundle.pl, true, false);
  i18n.addResourceBundle('en', 'translation', bundle.en, true, false);
}

export default i18n;
