import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusList } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from './keys';

/** The account's real order statuses: the choices for a warehouse's cancellation status. */
export function getOrderStatuses(signal?: AbortSignal): Promise<OrderStatusList> {
  return api.get<OrderStatusList>('/api/order-statuses', undefined, signal);
}

export function useOrderStatuses() {
  return useQuery(
    queryOptions({
      queryKey: warehouseKeys.orderStatuses(),
      queryFn: ({ signal }) => getOrderStatuses(signal),
    }),
  );
}
