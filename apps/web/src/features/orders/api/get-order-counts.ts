import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderCounts } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getOrderCounts(): Promise<OrderCounts> {
  return api.get<OrderCounts>('/api/orders/counts');
}

/**
 * Counts are cheap on the server (maintained counters): always fetched fresh, and refreshed now
 * and then so changes made by colleagues show up too.
 */
export function orderCountsQuery() {
  return queryOptions({
    queryKey: ordersKeys.counts(),
    queryFn: getOrderCounts,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useOrderCounts() {
  return useQuery(orderCountsQuery());
}
