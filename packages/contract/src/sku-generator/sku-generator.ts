import { z } from 'zod';

/**
 * The SKU pattern of an account: literal text with tokens, e.g. 'KAT-{category}-{counter:5}'.
 * Tokens: {counter} or {counter:N} (the account's running number, zero-padded to N digits; exactly
 * one is required, so two products never get the same SKU), {category}, {producer}, {brand}
 * (a code made of the name: letters and digits without diacritics, upper case, 3 characters or
 * {category:N}), {year} (4 digits) and {month} (2 digits). Pure functions: the screen's live
 * preview and the server's allocation render the same way.
 */
export const skuLimits = { pattern: 60, sku: 64, maxPadding: 12, maxCodeLength: 10 } as const;

export const skuMessages = {
  patternRequired: 'Wzorzec SKU jest wymagany',
  patternTooLong: `Wzorzec może mieć najwyżej ${skuLimits.pattern} znaków`,
  counterMissing: 'Wzorzec musi zawierać dokładnie jeden licznik {counter} lub {counter:N}',
  tokenUnknown: (token: string) => `Nieznany znacznik {${token}}`,
  paddingInvalid: `Licznik może mieć od 1 do ${skuLimits.maxPadding} cyfr`,
  codeLengthInvalid: `Długość kodu może wynosić od 1 do ${skuLimits.maxCodeLength} znaków`,
  charactersInvalid: 'Poza znacznikami wzorzec może zawierać tylko litery, cyfry oraz znaki - _ . /',
  braceUnclosed: 'Niezamknięty znacznik: brakuje „}”',
  nextNumberInvalid: 'Następny numer musi być liczbą całkowitą od 1 do 999 999 999 999',
  saved: 'Wzorzec SKU został zapisany',
  notConfigured: 'Generator SKU nie jest skonfigurowany',
  exhausted: 'Nie udało się wygenerować wolnego SKU. Zmień wzorzec lub następny numer.',
} as const;

export type SkuToken =
  | { kind: 'text'; value: string }
  | { kind: 'counter'; padding: number }
  | { kind: 'category' | 'producer' | 'brand'; length: number }
  | { kind: 'year' | 'month' };

const literalChars = /^[A-Za-z0-9\-_./]*$/;
const separators = '-_./';

/** Splits a pattern into tokens, or names the first problem in Polish. */
export function parseSkuPattern(
  pattern: string,
): { ok: true; tokens: SkuToken[] } | { ok: false; message: string } {
  const tokens: SkuToken[] = [];
  let rest = pattern;
  let counters = 0;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const literal = open === -1 ? rest : rest.slice(0, open);
    if (!literalChars.test(literal)) return { ok: false, message: skuMessages.charactersInvalid };
    if (literal) tokens.push({ kind: 'text', value: literal });
    if (open === -1) break;
    const close = rest.indexOf('}', open);
    if (close === -1) return { ok: false, message: skuMessages.braceUnclosed };
    const [name = '', arg] = rest
      .slice(open + 1, close)
      .trim()
      .toLowerCase()
      .split(':');
    const size = arg === undefined ? undefined : Number(arg);
    if (name === 'counter') {
      const padding = size ?? 1;
      if (!Number.isInteger(padding) || padding < 1 || padding > skuLimits.maxPadding)
        return { ok: false, message: skuMessages.paddingInvalid };
      counters += 1;
      tokens.push({ kind: 'counter', padding });
    } else if (name === 'category' || name === 'producer' || name === 'brand') {
      const length = size ?? 3;
      if (!Number.isInteger(length) || length < 1 || length > skuLimits.maxCodeLength)
        return { ok: false, message: skuMessages.codeLengthInvalid };
      tokens.push({ kind: name, length });
    } else if ((name === 'year' || name === 'month') && arg === undefined) {
      tokens.push({ kind: name });
    } else {
      return { ok: false, message: skuMessages.tokenUnknown(rest.slice(open + 1, close)) };
    }
    rest = rest.slice(close + 1);
  }
  if (counters !== 1) return { ok: false, message: skuMessages.counterMissing };
  return { ok: true, tokens };
}

/** 'Elektronika użytkowa' → 'ELE'; letters and digits only, Polish letters without diacritics. */
export function skuCode(name: string | null | undefined, length: number): string {
  const plain = (name ?? '')
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  return plain.slice(0, length);
}

export interface SkuContext {
  number: number;
  category?: string | null;
  producer?: string | null;
  brand?: string | null;
  date?: Date;
}

/**
 * Renders a parsed pattern. A code whose name is missing renders empty and takes one neighbouring
 * separator with it, so 'KAT-{category}-{counter:3}' without a category gives 'KAT-001'.
 */
export function renderSku(tokens: readonly SkuToken[], context: SkuContext): string {
  const date = context.date ?? new Date();
  const parts = tokens.map((token) => {
    switch (token.kind) {
      case 'text':
        return token.value;
      case 'counter':
        return String(context.number).padStart(token.padding, '0');
      case 'year':
        return String(date.getFullYear());
      case 'month':
        return String(date.getMonth() + 1).padStart(2, '0');
      default:
        return skuCode(context[token.kind], token.length);
    }
  });
  tokens.forEach((token, index) => {
    if (parts[index] !== '' || token.kind === 'text') return;
    const before = parts[index - 1] ?? '';
    const after = parts[index + 1] ?? '';
    if (
      after &&
      separators.includes(after[0]!) &&
      (index === 0 || (before && separators.includes(before.at(-1)!)))
    ) {
      parts[index + 1] = after.slice(1);
    } else if (before && separators.includes(before.at(-1)!)) {
      parts[index - 1] = before.slice(0, -1);
    }
  });
  return parts.join('');
}

/** Sample names the screen's preview uses for the codes. */
export const skuPreviewSample = { category: 'Elektronika', producer: 'Samsung', brand: 'Galaxy' } as const;

/** The live preview: the next SKU for a sample product, or the pattern's problem. */
export function previewSku(
  pattern: string,
  nextNumber: number,
  sample: Omit<SkuContext, 'number'> = skuPreviewSample,
): { ok: true; sku: string } | { ok: false; message: string } {
  if (!pattern.trim()) return { ok: false, message: skuMessages.patternRequired };
  const parsed = parseSkuPattern(pattern.trim());
  if (!parsed.ok) return parsed;
  return { ok: true, sku: renderSku(parsed.tokens, { ...sample, number: nextNumber }) };
}

export const skuPatternField = z
  .string({ error: skuMessages.patternRequired })
  .trim()
  .min(1, skuMessages.patternRequired)
  .max(skuLimits.pattern, skuMessages.patternTooLong)
  .superRefine((pattern, context) => {
    const parsed = parseSkuPattern(pattern);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  });

const nextNumberField = z
  .number({ error: skuMessages.nextNumberInvalid })
  .int(skuMessages.nextNumberInvalid)
  .min(1, skuMessages.nextNumberInvalid)
  .max(999_999_999_999, skuMessages.nextNumberInvalid);

export const skuSettingsBody = z.object({
  pattern: skuPatternField,
  nextNumber: nextNumberField,
  /** The stored version; absent when the account has no pattern yet. */
  version: z.number().int().min(1).optional(),
});
export type SkuSettingsBody = z.input<typeof skuSettingsBody>;

export const skuSettingsResponse = z
  .object({
    /** False until the account saves a pattern; the other fields then hold the suggested default. */
    configured: z.boolean(),
    pattern: z.string(),
    nextNumber: z.number().int(),
    preview: z.string(),
    version: z.number().int().nullable(),
    modifiedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SkuSettings' });
export type SkuSettings = z.infer<typeof skuSettingsResponse>;

export const defaultSkuPattern = 'SKU-{counter:6}';
