import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markOrderListsStale } from '../../../lib/orders-cache';

export function deleteOrder(orderId: string): Promise<void> {
  return api.delete<void>(`/api/orders/${orderId}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => markOrderListsStale(queryClient) });
}
