import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkDone, BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import type { BulkEditBody } from '@zaplecze/contract/orders/orders-bulk-edit';
import { maxWarehouses, type WarehouseList } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../lib/api-client';
import { invalidateOrders } from './invalidate-orders';

export function bulkEditOrders(body: BulkEditBody): Promise<BulkDone | BulkQueued> {
  return api.post<BulkDone | BulkQueued>('/api/orders/bulk/edit', body);
}

export function useBulkEditOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEditOrders,
    onSuccess: (result) => {
      if (result.state === 'completed') return invalidateOrders(queryClient);
    },
  });
}

/** The account's warehouses for the bulk edit's warehouse field (needs WMS read). */
export function useBulkEditWarehouses(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'bulk-edit', 'warehouses'],
    queryFn: ({ signal }) => api.get<WarehouseList>('/api/warehouses', { limit: maxWarehouses }, signal),
    enabled,
    staleTime: 60_000,
  });
}
