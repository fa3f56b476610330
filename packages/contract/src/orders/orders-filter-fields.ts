/**
 * The catalogue of the orders filter (spec 001 §2.5, §3): the fields the builder lists and the
 * fixed choices of the select fields. `orders-filter.ts` builds the filter tree and its rules on
 * it; the field types and operators every domain shares are in `filters/fields.ts`.
 */
import type { FilterFieldType, FilterOption } from '../common/filters/fields';

// Re-exported, so code that works with the orders catalogue finds the operators beside it.
export * from '../common/filters/fields';

export const filterCategories = ['order', 'client', 'product', 'delivery', 'payment'] as const;
export type FilterCategory = (typeof filterCategories)[number];

export interface OrderFilterField {
  id: string;
  category: FilterCategory;
  type: FilterFieldType;
  label: string;
  /** Fixed choices of a select field; `status` has none here — its choices are the account's statuses (ids). */
  options?: readonly FilterOption[];
}

export const orderSources = ['allegro', 'ebay', 'amazon', 'shop'] as const;
export type OrderSource = (typeof orderSources)[number];
export const orderSourceLabels: Record<OrderSource, string> = {
  allegro: 'Allegro',
  ebay: 'eBay',
  amazon: 'Amazon',
  shop: 'Sklep internetowy',
};

export const deliveryMethods = ['courier', 'post', 'pickup'] as const;
export const deliveryMethodLabels: Record<(typeof deliveryMethods)[number], string> = {
  courier: 'Kurier',
  post: 'Poczta',
  pickup: 'Punkt odbioru',
};
export const courierModules = ['dhl', 'ups', 'fedex', 'dpd', 'inpost', 'gls'] as const;
export const paymentMethods = ['online', 'card', 'transfer', 'blik', 'cash', 'installment'] as const;
export const paymentMethodLabels: Record<(typeof paymentMethods)[number], string> = {
  online: 'Płatność online',
  card: 'Karta',
  transfer: 'Przelew',
  blik: 'BLIK',
  cash: 'Gotówka',
  installment: 'Raty',
};
export const orderCurrencies = ['PLN', 'EUR', 'USD', 'GBP', 'CZK'] as const;
export const filterCountries = [
  { value: 'PL', label: 'Polska' },
  { value: 'DE', label: 'Niemcy' },
  { value: 'GB', label: 'Wielka Brytania' },
  { value: 'CZ', label: 'Czechy' },
  { value: 'SK', label: 'Słowacja' },
  { value: 'LT', label: 'Litwa' },
  { value: 'UA', label: 'Ukraina' },
  { value: 'FR', label: 'Francja' },
  { value: 'NL', label: 'Holandia' },
  { value: 'IT', label: 'Włochy' },
  { value: 'ES', label: 'Hiszpania' },
  { value: 'US', label: 'Stany Zjednoczone' },
] as const;

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value.toUpperCase() }));

/** Every field the order filter knows, in the order the builder lists them. */
export const orderFilterFields = [
  { id: 'status', category: 'order', type: 'select', label: 'Status' },
  { id: 'orderId', category: 'order', type: 'text', label: 'Numer zamówienia' },
  { id: 'externalId', category: 'order', type: 'text', label: 'ID zewnętrzne' },
  { id: 'auctionId', category: 'order', type: 'text', label: 'Numer aukcji' },
  {
    id: 'source',
    category: 'order',
    type: 'select',
    label: 'Źródło',
    options: options(orderSources, orderSourceLabels),
  },
  { id: 'orderDate', category: 'order', type: 'date', label: 'Data zamówienia' },
  { id: 'orderValue', category: 'order', type: 'number', label: 'Wartość zamówienia (brutto)' },
  { id: 'clientName', category: 'client', type: 'text', label: 'Nazwa klienta' },
  { id: 'login', category: 'client', type: 'text', label: 'Login' },
  { id: 'email', category: 'client', type: 'text', label: 'E-mail' },
  { id: 'phone', category: 'client', type: 'text', label: 'Telefon' },
  { id: 'city', category: 'client', type: 'text', label: 'Miasto' },
  { id: 'country', category: 'client', type: 'select', label: 'Kraj', options: filterCountries },
  { id: 'productName', category: 'product', type: 'text', label: 'Nazwa produktu' },
  { id: 'ean', category: 'product', type: 'text', label: 'EAN' },
  { id: 'sku', category: 'product', type: 'text', label: 'SKU' },
  { id: 'productId', category: 'product', type: 'text', label: 'ID produktu' },
  { id: 'quantity', category: 'product', type: 'number', label: 'Ilość' },
  {
    id: 'deliveryMethod',
    category: 'delivery',
    type: 'select',
    label: 'Metoda dostawy',
    options: options(deliveryMethods, deliveryMethodLabels),
  },
  {
    id: 'courierModule',
    category: 'delivery',
    type: 'select',
    label: 'Moduł kuriera',
    options: options(courierModules),
  },
  { id: 'trackingNumber', category: 'delivery', type: 'text', label: 'Numer przesyłki' },
  { id: 'deliveryDays', category: 'delivery', type: 'number', label: 'Czas dostawy (dni)' },
  {
    id: 'paymentMethod',
    category: 'payment',
    type: 'select',
    label: 'Metoda płatności',
    options: options(paymentMethods, paymentMethodLabels),
  },
  {
    id: 'cashOnDelivery',
    category: 'payment',
    type: 'select',
    label: 'Płatność przy odbiorze',
    options: [
      { value: 'yes', label: 'Tak' },
      { value: 'no', label: 'Nie' },
    ],
  },
  { id: 'currency', category: 'payment', type: 'select', label: 'Waluta', options: options(orderCurrencies) },
  {
    id: 'salesDocument',
    category: 'payment',
    type: 'select',
    label: 'Dokument sprzedaży',
    options: [
      { value: 'invoice', label: 'Faktura' },
      { value: 'receipt', label: 'Paragon' },
    ],
  },
] as const satisfies readonly OrderFilterField[];

export type OrderFilterFieldId = (typeof orderFilterFields)[number]['id'];
export const orderFilterFieldIds = orderFilterFields.map((field) => field.id) as OrderFilterFieldId[];

export function findFilterField(id: string): OrderFilterField | undefined {
  return (orderFilterFields as readonly OrderFilterField[]).find((field) => field.id === id);
}
