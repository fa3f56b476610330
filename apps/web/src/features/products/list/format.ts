import { defaultCurrency, formatMoney } from '@zaplecze/contract/common/money';
import {
  productStatusLabels,
  stockLabel,
  type ProductStatus,
  type StockLabel,
} from '@zaplecze/contract/products/products';

const vatFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The app's one money format ("1 604,99 zł"); a missing price is zero in PLN (spec 002 §9). */
export function formatPrice(price: { amount: string; currency: string } | null): string {
  return price ? formatMoney(price.amount, price.currency) : formatMoney(0, defaultCurrency);
}

/** The display status of spec 002 §4; anything else is 'Nieznany'. */
export function statusLabel(status: string): string {
  return productStatusLabels[status as ProductStatus] ?? 'Nieznany';
}

export const stockColor: Record<StockLabel, string> = {
  'Brak na stanie': 'red',
  'Niski stan': 'orange',
  'Na stanie': 'green',
};

export { stockLabel };

export const formatVat = (rate: number) => `${vatFormat.format(rate)}%`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('pl-PL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
