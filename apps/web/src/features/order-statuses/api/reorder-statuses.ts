import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatusList, ReorderStatusesBody } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { applyStatusOrder } from '../board-layout';
import { orderStatusKeys } from './keys';

export function reorderStatuses(body: ReorderStatusesBody): Promise<OrderStatusList> {
  return api.put<OrderStatusList>('/api/order-statuses/positions', body);
}

/** Shows the new order at once; a failure puts the old one back and reloads from the server. */
export function useReorderStatuses() {
  const queryClient = useQueryClient();
  const key = orderStatusKeys.statuses();
  return useMutation({
    mutationFn: reorderStatuses,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OrderStatusList>(key);
      if (previous)
        queryClient.setQueryData(key, { ...previous, data: applyStatusOrder(previous.data, body) });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
