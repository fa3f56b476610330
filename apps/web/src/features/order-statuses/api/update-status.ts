import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, UpdateStatusBody } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function updateStatus({ id, body }: { id: string; body: UpdateStatusBody }): Promise<OrderStatus> {
  return api.put<OrderStatus>(`/api/order-statuses/${id}`, body);
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.statuses() }),
  });
}
