import { formatMoney } from '@zaplecze/contract/common/money';
import { pluralPl } from '@zaplecze/contract/common/plural';

export { formatMoney };

const count = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const pct = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1 234: grouped from four digits like the amounts (pl-PL alone leaves 1234 ungrouped). */
export function formatCount(value: number): string {
  return count.format(value);
}

/** YYYY-MM-DD → 23.11.2026 (a calendar day; no time zone involved). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** 23.11 for chart axes. */
export function formatShortDay(day: string): string {
  return formatDay(day).slice(0, 5);
}

export function formatChange(changePct: number | null): string {
  if (changePct === null) return '—';
  if (changePct === 0) return '0,0%';
  return `${changePct > 0 ? '+' : '−'}${pct.format(Math.abs(changePct))}%`;
}

export const ordersForms = { one: 'zamówienie', few: 'zamówienia', many: 'zamówień' };
export const productsForms = { one: 'produkt', few: 'produkty', many: 'produktów' };
export const daysForms = { one: 'dzień', few: 'dni', many: 'dni' };

export function countText(value: number, forms: { one: string; few: string; many: string }): string {
  return `${formatCount(value)} ${pluralPl(value, forms)}`;
}
