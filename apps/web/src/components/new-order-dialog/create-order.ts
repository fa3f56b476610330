import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import { api } from '../../lib/api-client';
import { markOrderListsStale } from '../../lib/orders-cache';

export function createOrder(body: CreateOrderBody): Promise<Order> {
  return api.post<Order>('/api/orders', body);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => markOrderListsStale(queryClient) });
}
