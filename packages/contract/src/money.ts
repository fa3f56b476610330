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

const plnFormatter = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

export function formatMoney(amount: string | number, currency = defaultCurrency): string {
  const grosze = toGrosze(amount);
  const formatter =
    currency === 'PLN' ? plnFormatter : new Intl.NumberFormat('pl-PL', { style: 'currency', currency });
  return formatter.format(grosze / 100);
}
