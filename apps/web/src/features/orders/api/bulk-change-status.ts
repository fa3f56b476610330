import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDone, BulkQueued, BulkStatusBody } from '@zaplecze/contract/orders/orders-bulk';
import { api } from '../../../lib/api-client';
import { invalidateOrders } from './invalidate-orders';

export function bulkChangeStatus(body: BulkStatusBody): Promise<BulkDone | BulkQueued> {
  return api.post<BulkDone | BulkQueued>('/api/orders/bulk/status', body);
}

export function useBulkChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChangeStatus,
    onSuccess: (result) => {
      if (result.state === 'completed') return invalidateOrders(queryClient);
    },
  });
}
