import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { Order } from '@zaplecze/contract/orders/orders';
import { ApiError } from '../../../lib/api-client';
import { markOrderListsStale } from '../../../lib/orders-cache';
import { orderDetailKeys } from './keys';

export interface OrderMutationOptions<TInput> {
  orderId: string;
  /** The request for `input`, sent with the version the order has when the request leaves. */
  request: (input: TInput, version: number) => Promise<OrderMutation>;
  /** The order as it will look once the change is saved, shown at once. */
  optimistic?: (order: Order, input: TInput) => Order;
}

export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'VERSION_CONFLICT';

/**
 * Every change of one order. Changes of the same order run one after another (a shared mutation
 * scope), each reading the version the previous one returned, so the page never conflicts with
 * itself. The server's answer replaces the cached order; on error the optimistic copy is rolled
 * back unless a newer saved order arrived meanwhile.
 */
export function useOrderMutation<TInput>({ orderId, request, optimistic }: OrderMutationOptions<TInput>) {
  const queryClient = useQueryClient();
  const key = orderDetailKeys.detail(orderId);
  return useMutation({
    scope: { id: `order:${orderId}` },
    mutationFn: (input: TInput) => {
      const current = queryClient.getQueryData<Order>(key);
      if (!current) return Promise.reject(new ApiError(404, 'NOT_FOUND', 'Nie znaleziono zamówienia.'));
      return request(input, current.version);
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Order>(key);
      if (previous && optimistic) queryClient.setQueryData(key, optimistic(previous, input));
      return { previous };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(key, result.order);
      if (result.changed) void markOrderListsStale(queryClient);
    },
    onError: (_error, _input, context) => {
      const current = queryClient.getQueryData<Order>(key);
      const previous = context?.previous;
      if (previous && (!current || current.version <= previous.version))
        queryClient.setQueryData(key, previous);
    },
  });
}
