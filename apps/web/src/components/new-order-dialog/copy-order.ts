import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyOrderBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { api } from '../../lib/api-client';
import { markOrderListsStale } from '../../lib/orders-cache';

export function copyOrder({ id, body }: { id: string; body: CopyOrderBody }): Promise<Order> {
  return api.post<Order>(`/api/orders/${id}/copy`, body);
}

export function useCopyOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyOrder, onSuccess: () => markOrderListsStale(queryClient) });
}
