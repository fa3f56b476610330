import type { NewOrderType } from '@zaplecze/contract/orders/order-detail-parts';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const newOrderTypeLabels: Record<NewOrderType, string> = {
  new: 'Nowe zamówienie',
  copy: 'Kopia całego zamówienia',
};
