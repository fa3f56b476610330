import type { OrderNeighboursQuery } from '@zaplecze/contract/orders/order-details';

/** One key factory for the details page; every change answers the whole order, which replaces `detail(id)`. */
export const orderDetailKeys = {
  all: ['order-details'] as const,
  detail: (id: string) => [...orderDetailKeys.all, 'detail', id] as const,
  neighbours: (id: string, query: OrderNeighboursQuery) =>
    [...orderDetailKeys.all, 'neighbours', id, query] as const,
};
