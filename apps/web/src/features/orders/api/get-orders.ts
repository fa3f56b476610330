import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@zaplecze/contract/orders';
import { api, ApiError } from '../../../lib/api-client';
import { ordersKeys, type OrdersQuery } from './keys';

export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/api/orders', { ...query }, signal);
}

/**
 * Keyset cursors the server hands out for the neighbouring pages. They only make deep pages
 * cheap; the page number stays the identity of a page, so they are hints kept outside the cache key.
 */
const cursors = new Map<string, string>();
const cursorKey = ({ page, cursor: _cursor, ...rest }: OrdersQuery) => `${JSON.stringify(rest)}#${page}`;

export function forgetCursors() {
  cursors.clear();
}

async function fetchPage(query: OrdersQuery, signal: AbortSignal): Promise<OrderList> {
  const cursor = cursors.get(cursorKey(query));
  let result: OrderList;
  try {
    result = await getOrders(cursor ? { ...query, cursor } : query, signal);
  } catch (error) {
    if (!cursor || !(error instanceof ApiError) || error.status !== 400) throw error;
    cursors.delete(cursorKey(query));
    result = await getOrders(query, signal);
  }
  if (cursors.size > 200) cursors.clear();
  const page = query.page;
  if (result.nextCursor) cursors.set(cursorKey({ ...query, page: page + 1 }), result.nextCursor);
  if (result.prevCursor) cursors.set(cursorKey({ ...query, page: page - 1 }), result.prevCursor);
  return result;
}

export function ordersQuery(query: OrdersQuery) {
  return queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQuery(query));
}
