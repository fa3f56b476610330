import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { orderDetailKeys } from './keys';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${id}`, undefined, signal);
}

/**
 * Fresh on every visit, and never refetched behind the user's back while a card is being edited
 * (a silent refetch would move the version under the form): only an explicit reload refreshes it.
 */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderDetailKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
