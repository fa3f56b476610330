import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStatusBody, OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function createStatus(body: CreateStatusBody): Promise<OrderStatus> {
  return api.post<OrderStatus>('/api/order-statuses', body);
}

export function useCreateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.statuses() }),
  });
}
