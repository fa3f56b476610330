import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary, OrderSummaryQuery } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getOrderSummary(query: OrderSummaryQuery, signal?: AbortSignal): Promise<OrderSummary> {
  return api.get<OrderSummary>('/api/orders/summary', { ...query }, signal);
}

/**
 * The tiles and the exact count of the list's orders, fetched beside the page (which does not wait
 * for them); keyed without paging or sorting, so turning pages reuses it. No placeholder: the
 * tiles of another filter would mislead, they show '…' until the answer comes.
 */
export function orderSummaryQuery(query: OrderSummaryQuery) {
  return queryOptions({
    queryKey: ordersKeys.summary(query),
    queryFn: ({ signal }) => getOrderSummary(query, signal),
  });
}

export function useOrderSummary(query: OrderSummaryQuery) {
  return useQuery(orderSummaryQuery(query));
}
