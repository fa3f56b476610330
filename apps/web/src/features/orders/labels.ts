import type { FilterCategory } from '@zaplecze/contract/orders/orders-filter-fields';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const filterCategoryLabels: Record<FilterCategory, string> = {
  order: 'Zamówienie',
  client: 'Klient',
  product: 'Produkt',
  delivery: 'Dostawa',
  payment: 'Płatność',
};
