import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteBody, BulkDone, BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import { api } from '../../../lib/api-client';
import { invalidateOrders } from './invalidate-orders';

export function bulkDeleteOrders(body: BulkDeleteBody): Promise<BulkDone | BulkQueued> {
  return api.post<BulkDone | BulkQueued>('/api/orders/bulk/delete', body);
}

export function useBulkDeleteOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteOrders,
    onSuccess: (result) => {
      if (result.state === 'completed') return invalidateOrders(queryClient);
    },
  });
}
