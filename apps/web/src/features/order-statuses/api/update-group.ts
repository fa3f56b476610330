import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatusGroup, UpdateGroupBody } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function updateGroup({ id, body }: { id: string; body: UpdateGroupBody }): Promise<OrderStatusGroup> {
  return api.put<OrderStatusGroup>(`/api/order-status-groups/${id}`, body);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.groups() }),
  });
}
