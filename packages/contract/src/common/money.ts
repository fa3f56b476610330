import { z } from 'zod';

export const defaultCurrency = 'PLN';

export const money = z
  .object({
    amount: z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'Nieprawidłowa kwota.'),
    currency: z.string().length(3).default(defaultCurrency),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof money>;

/** Parses a decimal string or number into integer grosze, rounding half away from zero once. */
export function toGrosze(value: string | number): number {
  const text = typeof value === 'number' ? value.toString() : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Invalid amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const result = cents + roundUp;
  return sign ? -result : result;
}

/** Formats integer grosze as a decimal string with two places ("12.30"). */
export function fromGrosze(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * pl-PL leaves four-digit amounts ungrouped by default ("1790,97 zł"); 'always' groups every
 * amount the same way ("1 790,97 zł", "12 345,50 zł"), so one list never mixes both forms.
 * The złoty shows as "zł"; every other currency by its code ("1 604,99 EUR"), never a symbol.
 * Intl separates thousands and the currency with a no-break space (U+00A0).
 */
const moneyOptions = { style: 'currency', useGrouping: 'always' } as const;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pl-PL', {
      ...moneyOptions,
      currency,
      currencyDisplay: currency === defaultCurrency ? 'symbol' : 'code',
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * The one money formatter of the app (web screens, PDFs, CSV previews): Polish, two decimals,
 * every amount grouped by thousands — "1 604,99 zł", "40,00 EUR".
 */
export function formatMoney(amount: string | number, currency = defaultCurrency): string {
  return formatterOf(currency).format(toGrosze(amount) / 100);
}
