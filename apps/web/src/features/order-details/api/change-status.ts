import type { ChangeOrderStatusBody, OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { useOrderMutation } from './order-mutation';

export type StatusInput = Omit<ChangeOrderStatusBody, 'version'>;

export function changeStatus(orderId: string, body: ChangeOrderStatusBody): Promise<OrderMutation> {
  return api.put<OrderMutation>(`/api/orders/${orderId}/status`, body);
}

export function useChangeStatus(orderId: string) {
  return useOrderMutation<StatusInput>({
    orderId,
    request: (input, version) => changeStatus(orderId, { ...input, version }),
    optimistic: (order, input) => ({ ...order, statusId: input.statusId }),
  });
}
