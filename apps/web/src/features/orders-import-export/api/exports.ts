import { useQuery } from '@tanstack/react-query';
import type { OrderExportBody, OrderExportList } from '@zaplecze/contract/orders/export';
import type { OrderSummary } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/authorized-fetch';
import { statusesQuery } from '../../../components/order-status-options/get-statuses';

export const exportKeys = {
  all: ['order-exports'] as const,
  list: () => [...exportKeys.all, 'list'] as const,
  count: (statusId: string | undefined, filter: string | undefined) =>
    [...exportKeys.all, 'count', statusId ?? null, filter ?? null] as const,
};

export const startOrderExport = (body: OrderExportBody) =>
  api.post<{ exportId: string }>('/api/orders/exports', body);

export const downloadOrderExport = (exportId: string, fileName: string) =>
  downloadFile(`/api/orders/exports/${exportId}/file`, fileName);

/** The account's recent exports; polled while one of them is still being written. */
export function useOrderExports() {
  return useQuery({
    queryKey: exportKeys.list(),
    queryFn: ({ signal }) => api.get<OrderExportList>('/api/orders/exports', undefined, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.status === 'queued' || item.status === 'running')
        ? 1000
        : false,
  });
}

/** How many orders the list's filter holds now (the summary of the orders list). */
export function useMatchingCount(statusId: string | undefined, filter: string | undefined) {
  return useQuery({
    queryKey: exportKeys.count(statusId, filter),
    queryFn: ({ signal }) =>
      api.get<OrderSummary>('/api/orders/summary', { statusId, filter }, signal).then((s) => s.count),
  });
}

export function useStatusName(statusId: string | undefined) {
  return useQuery({
    ...statusesQuery(),
    enabled: !!statusId && statusId !== 'none',
    select: (list) => list.data.find((status) => status.id === statusId)?.internalName ?? null,
  });
}
