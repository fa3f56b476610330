import { useSyncExternalStore } from 'react';
import { pl } from '../locales/pl';

/**
 * The app's own translator: exactly the part of i18next/react-i18next the app used, without their
 * ≈ 18 KB gzip on the login route (docs/decisions/login-bundle.md). Keys are nested with dots,
 * `{{name}}` is replaced without escaping (unless `interpolation: { escapeValue: true }`), `count`
 * picks `_zero` (for 0, if present), then `_one`/`_few`/`_many`/`_other` by `Intl.PluralRules` of
 * the language, then the bare key; a missing text falls back to Polish, then `defaultValue`, then
 * the key itself. `returnObjects: true` returns the stored array/object as it is. `Trans` is beside it
 * (`i18n-trans.ts`): only two pages off the login route use it.
 */

export const languages = [
  { value: 'pl', label: 'Polski' },
  { value: 'en', label: 'English' },
] as const;
export type Language = (typeof languages)[number]['value'];

type Tree = Record<string, unknown>;

export interface TOptions {
  count?: number | string;
  defaultValue?: string;
  returnObjects?: boolean;
  interpolation?: { escapeValue?: boolean };
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const fallbackLanguage: Language = 'pl';
const storageKey = 'zaplecze.language';
const resources: Record<Language, Tree> = { pl: {}, en: {} };
let current: Language = 'pl';
const listeners = new Set<() => void>();

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge that keeps texts already there, as `addResourceBundle(lng, ns, bundle, true, false)` did. */
function merge(target: Tree, source: Tree) {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (existing === undefined) target[name] = isTree(value) ? merge({}, value) : value;
    else if (isTree(existing) && isTree(value)) merge(existing, value);
  }
  return target;
}

/** `a.b.c`, also when a level's own name holds a dot. */
function find(tree: unknown, key: string): unknown {
  if (!isTree(tree)) return undefined;
  if (Object.hasOwn(tree, key)) return tree[key];
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const head = parts.slice(0, i).join('.');
    if (!Object.hasOwn(tree, head)) continue;
    const found = find(tree[head], parts.slice(i).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookup(language: Language, key: string, count: number | undefined): unknown {
  const tree = resources[language];
  const candidates =
    count === undefined
      ? [key]
      : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(language, count)}`, key];
  for (const candidate of candidates) {
    const value = find(tree, candidate);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** The stored value in the language, else in Polish. */
function resolve(language: Language, key: string, count?: number): unknown {
  const value = lookup(language, key, count);
  return value !== undefined || language === fallbackLanguage ? value : lookup(fallbackLanguage, key, count);
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

export function interpolate(text: string, values: Record<string, unknown> | undefined, escape: boolean) {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, raw: string) => {
    const name = raw.trim();
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, name) ? '' : match;
    const string = value === null ? '' : String(value);
    return escape ? string.replace(/[&<>"'/]/g, (char) => entities[char]!) : string;
  });
}

function translate(language: Language, key: string, options?: TOptions): unknown {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const value = resolve(language, key, count);
  if (options?.returnObjects && value !== undefined) return value;
  const escape = options?.interpolation?.escapeValue === true;
  if (typeof value === 'string') return interpolate(value, options, escape);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined && typeof options?.defaultValue === 'string')
    return interpolate(options.defaultValue, options, escape);
  return key;
}

const fixed = new Map<Language, TFunction>();
/** One stable `t` per language: a component's `t` changes identity only when the language does. */
function fixedT(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t)
    fixed.set(
      language,
      (t = ((key: string, options?: TOptions) => translate(language, key, options)) as TFunction),
    );
  return t;
}

/** Counts language changes and late texts: a component renders again when it moves. */
let revision = 0;
function notify() {
  revision += 1;
  for (const listener of listeners) listener();
}

function setLanguage(language: Language) {
  if (language === current) return;
  current = language;
  notify();
}

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
type EnglishLoader = () => Promise<object>;
const isLoader = (texts: object | EnglishLoader): texts is EnglishLoader => typeof texts === 'function';
/** Features' English texts given as loaders and not fetched yet (see `addTranslations`). */
const englishLoaders = new Set<EnglishLoader>();

function loadFeatureEnglish(loader: EnglishLoader): Promise<void> {
  englishLoaders.delete(loader);
  return loader().then((texts) => {
    merge(resources.en, texts as Tree);
  });
}

function loadLanguage(language: Language): Promise<unknown> {
  if (language === 'pl') return Promise.resolve();
  englishLoaded ??= import('../locales/en').then(({ en }) => {
    merge(resources.en, en);
  });
  return Promise.all([englishLoaded, ...[...englishLoaders].map(loadFeatureEnglish)]);
}

merge(resources.pl, pl);
const startLanguage = initialLanguage();

/** Resolves when the chosen language's core texts are in: main.tsx renders after it (at once for Polish). */
export const languageReady: Promise<unknown> =
  startLanguage === 'pl'
    ? Promise.resolve()
    : loadLanguage(startLanguage).then(() => setLanguage(startLanguage));

export async function changeLanguage(language: Language): Promise<TFunction> {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await loadLanguage(language);
  setLanguage(language);
  return fixedT(language);
}

/**
 * Features add their own texts when their code loads, so each lazy chunk carries its translations.
 * English may be a loader: fetched only once English is chosen (the login route's texts,
 * docs/decisions/login-bundle.md); a screen already in English renders again when it arrives.
 */
export function addTranslations(bundle: { pl: object; en: object | EnglishLoader }) {
  merge(resources.pl, bundle.pl as Tree);
  const { en } = bundle;
  if (!isLoader(en)) merge(resources.en, en as Tree);
  else if (!englishLoaded) englishLoaders.add(en);
  else void loadFeatureEnglish(en).then(notify, () => undefined);
}

const i18n = {
  get language(): Language {
    return current;
  },
  t: ((key: string, options?: TOptions) => translate(current, key, options)) as TFunction,
  changeLanguage,
};
export type I18n = typeof i18n;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** What `useTranslation` returns: a new object only when the language changes or late texts arrive. */
let bound: { t: TFunction; i18n: I18n } | undefined;
let boundRevision = -1;
const currentBinding = () => {
  if (!bound || boundRevision !== revision) {
    bound = { t: fixedT(current), i18n };
    boundRevision = revision;
  }
  return bound;
};

/** `{ t, i18n }` for a component, which renders again when the language changes or late texts arrive. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  return useSyncExternalStore(subscribe, currentBinding, currentBinding);
}

export default i18n;
