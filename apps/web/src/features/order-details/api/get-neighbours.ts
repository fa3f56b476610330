import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderNeighbours, OrderNeighboursQuery } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { orderDetailKeys } from './keys';

export function getNeighbours(id: string, query: OrderNeighboursQuery, signal?: AbortSignal) {
  return api.get<OrderNeighbours>(`/api/orders/${id}/neighbours`, { ...query }, signal);
}

export function neighboursQuery(id: string, query: OrderNeighboursQuery) {
  return queryOptions({
    queryKey: orderDetailKeys.neighbours(id, query),
    queryFn: ({ signal }) => getNeighbours(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Previous and next order of the list the user came from (its filter and sort). */
export function useNeighbours(id: string, query: OrderNeighboursQuery) {
  return useQuery(neighboursQuery(id, query));
}
