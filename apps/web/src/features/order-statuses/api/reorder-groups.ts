import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrderStatusGroupList,
  ReorderGroupsBody,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { applyGroupOrder } from '../board-layout';
import { orderStatusKeys } from './keys';

export function reorderGroups(body: ReorderGroupsBody): Promise<OrderStatusGroupList> {
  return api.put<OrderStatusGroupList>('/api/order-status-groups/positions', body);
}

/** Shows the new order at once; a failure puts the old one back and reloads from the server. */
export function useReorderGroups() {
  const queryClient = useQueryClient();
  const key = orderStatusKeys.groups();
  return useMutation({
    mutationFn: reorderGroups,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OrderStatusGroupList>(key);
      if (previous)
        queryClient.setQueryData(key, { ...previous, data: applyGroupOrder(previous.data, body) });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
