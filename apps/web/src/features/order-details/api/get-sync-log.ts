import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SyncLogItem } from '@zaplecze/contract/orders/order-returns';
import type { ListResponse } from '@zaplecze/contract/common/pagination';
import { api } from '../../../lib/api-client';
import { orderDetailKeys } from './keys';

/**
 * The order's sync log; keyed by the order's version too, so every saved change of the order
 * (which moves the version) fetches the log again.
 */
export function useSyncLog(orderId: string, version: number, page: number) {
  return useQuery({
    queryKey: [...orderDetailKeys.all, 'sync-log', orderId, version, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<SyncLogItem>>(`/api/orders/${orderId}/sync-log`, { page, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });
}
