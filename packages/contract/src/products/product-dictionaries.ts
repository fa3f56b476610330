import { z } from 'zod';
import { accountMessages, isValidNip, normalizeNip } from '../accounts/accounts';
import { isIsoCountryCode } from '../common/countries';

/**
 * Building blocks shared by the product dictionaries (spec 002 §3, §5, §7): producers, brands,
 * suppliers, main categories, GPSR companies and contacts. Every text is trimmed, so a value of
 * spaces only counts as empty; optional texts are stored as '' when left blank.
 */

export const dictionaryMessages = {
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
  email: 'Podaj poprawny adres email',
  url: 'Podaj poprawny adres URL (http:// lub https://)',
  country: 'Wybierz kraj z listy',
  foreignTaxNumber: 'Numer podatkowy może zawierać tylko litery, cyfry i myślniki (co najmniej 3 znaki)',
  versionRequired: 'Brak wersji rekordu',
  inUse: (what: string) => `Nie można usunąć: ${what}`,
  registryUnavailable: 'Weryfikacja w rejestrze niedostępna',
} as const;

export const defaultCountryCode = 'PL';

export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, dictionaryMessages.tooLong(max));

export const optionalText = (max: number) =>
  z.string().trim().max(max, dictionaryMessages.tooLong(max)).default('');

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailText = (max: number, required?: string) =>
  (required ? requiredText(max, required) : optionalText(max)).refine(
    (value) => value === '' || emailPattern.test(value),
    dictionaryMessages.email,
  );

export const urlText = (max: number, required?: string) =>
  (required ? requiredText(max, required) : optionalText(max)).refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    dictionaryMessages.url,
  );

/** A country code from the ISO list, upper-cased; left out or blank means Poland (spec 002 §9: default PL). */
export function countryCodeField(required?: string) {
  const code = z
    .string({ error: required ?? dictionaryMessages.country })
    .trim()
    .toUpperCase()
    .refine((value) => !required || value !== '', required ?? dictionaryMessages.country)
    .refine((value) => value === '' || isIsoCountryCode(value), dictionaryMessages.country)
    .transform((value) => value || defaultCountryCode);
  return required ? code : code.default(defaultCountryCode);
}

const foreignTaxNumber = /^[A-Za-z0-9-]{3,}$/;

/**
 * A Polish NIP passes the registration checksum (accounts.ts); a foreign tax number is letters,
 * digits and dashes. Spaces and dashes typed for readability are dropped from a Polish NIP.
 */
export function taxNumberIssue(nip: string, countryCode: string): string | null {
  if (nip === '') return null;
  if (countryCode === 'PL')
    return isValidNip(normalizeTaxNumber(nip, 'PL')) ? null : accountMessages.nipChecksum;
  return foreignTaxNumber.test(nip.replace(/\s+/g, '')) ? null : dictionaryMessages.foreignTaxNumber;
}

export function normalizeTaxNumber(nip: string, countryCode: string): string {
  const compact = nip.replace(/\s+/g, '');
  return countryCode === 'PL' ? normalizeNip(compact) : compact.toUpperCase();
}

/** Sort keys of a dictionary list: a column, descending with a leading '-'. */
export function sortField<const K extends string>(keys: readonly K[], fallback: K | `-${K}`) {
  const values = keys.flatMap((key) => [key, `-${key}`] as const);
  return z
    .enum(values as [K | `-${K}`, ...(K | `-${K}`)[]], { error: 'Nieznany klucz sortowania' })
    .default(fallback as never);
}

export const searchField = z.string().trim().max(100, dictionaryMessages.tooLong(100)).default('');

/** An update names the id and the version it was read at; a create sends id null. */
export const upsertKeys = {
  id: z.uuid().nullable().default(null),
  version: z.number({ error: dictionaryMessages.versionRequired }).int().min(1).optional(),
};

export const timestamps = {
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
  version: z.number().int(),
};

export type PageItem = number | 'gap';

/**
 * The page buttons of the category list (spec 002 §9): all pages when 7 or fewer, otherwise
 * the first, the last and the current one with its neighbours, an ellipsis for each gap.
 */
export function ellipsisPageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(1, totalPages);
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const near = [current - 1, current, current + 1].filter((page) => page >= 1 && page <= total);
  const shown = [...new Set([1, ...near, total])].sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

/**
 * The page window of producers, brands and suppliers (spec 002 §9): all pages when 7 or fewer;
 * pages 1–5 up to page 4; the last five within 3 of the end; otherwise the current page ±2.
 */
export function largeListPageWindow(current: number, totalPages: number): number[] {
  const total = Math.max(1, totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  if (current <= 4) return range(1, 5);
  if (current >= total - 3) return range(total - 4, total);
  return range(current - 2, current + 2);
}
