import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkArchiveBody, BulkDone, BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import { api } from '../../../lib/api-client';
import { invalidateOrders } from './invalidate-orders';

export function bulkArchiveOrders(body: BulkArchiveBody): Promise<BulkDone | BulkQueued> {
  return api.post<BulkDone | BulkQueued>('/api/orders/bulk/archive', body);
}

export function useBulkArchiveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkArchiveOrders,
    onSuccess: (result) => {
      if (result.state === 'completed') return invalidateOrders(queryClient);
    },
  });
}
