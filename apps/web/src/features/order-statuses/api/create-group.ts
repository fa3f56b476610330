import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupBody, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function createGroup(body: GroupBody): Promise<OrderStatusGroup> {
  return api.post<OrderStatusGroup>('/api/order-status-groups', body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.groups() }),
  });
}
