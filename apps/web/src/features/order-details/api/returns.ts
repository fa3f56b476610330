import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { ReturnBody } from '@zaplecze/contract/orders/order-returns';
import { api, apiRequest } from '../../../lib/api-client';
import { useOrderMutation } from './order-mutation';

export type ReturnInput = Omit<ReturnBody, 'version'> & { id?: string };

/** Registers a return, or changes it when `id` is given; the answer is the order as saved. */
export function useSaveReturn(orderId: string) {
  return useOrderMutation<ReturnInput>({
    orderId,
    request: ({ id, ...input }, version) =>
      id
        ? api.put<OrderMutation>(`/api/orders/${orderId}/returns/${id}`, { ...input, version })
        : api.post<OrderMutation>(`/api/orders/${orderId}/returns`, { ...input, version }),
  });
}

export function useDeleteReturn(orderId: string) {
  return useOrderMutation<string>({
    orderId,
    request: (returnId, version) =>
      apiRequest<OrderMutation>(`/api/orders/${orderId}/returns/${returnId}`, {
        method: 'DELETE',
        query: { version },
      }),
  });
}
