import {
  productStatusLabels,
  stockLabel,
  type ProductStatus,
  type StockLabel,
} from '@zaplecze/contract/products/products';

const amountFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'x,xx PLN' in Polish notation; a missing price is '0,00 PLN' (spec 002 §9). */
export function formatPrice(price: { amount: string; currency: string } | null): string {
  if (!price) return '0,00 PLN';
  return `${amountFormat.format(Number(price.amount))} ${price.currency}`;
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

export const formatVat = (rate: number) => `${amountFormat.format(rate)}%`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('pl-PL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
