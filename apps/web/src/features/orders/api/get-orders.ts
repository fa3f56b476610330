import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { keysetCursors } from '../../../lib/keyset-cursors';
import { ordersKeys, type OrdersQuery } from './keys';

export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/api/orders', { ...query }, signal);
}

const pages = keysetCursors(
  ({ page: _page, cursor: _cursor, ...list }: OrdersQuery) => list,
  (query: OrdersQuery, cursor, signal) => getOrders(cursor ? { ...query, cursor } : query, signal),
);

/** Drops the keyset cursors, after a change that may move rows between pages. */
export const forgetCursors = pages.forget;

export function ordersQuery(query: OrdersQuery) {
  return queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => pages.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQuery(query));
}
