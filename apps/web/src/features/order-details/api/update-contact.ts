import type { ContactCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { Order } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { keptValues } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type ContactInput = Omit<ContactCardBody, 'version'>;

export function updateContact(orderId: string, body: ContactCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/contact`, body);
}

export function useUpdateContact(orderId: string) {
  return useOrderMutation<ContactInput>({
    orderId,
    request: (input, version) => updateContact(orderId, { ...input, version }),
    optimistic: (order, input) => ({ ...order, ...(keptValues(input) as Partial<Order>) }),
  });
}
