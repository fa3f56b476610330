import type { OrderLineBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withAddedLine } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type LineBodyInput = Omit<OrderLineBody, 'version'> & { tax: number };

export function addProduct(orderId: string, body: OrderLineBody): Promise<OrderMutation> {
  return api.post<OrderMutation>(`/api/orders/${orderId}/products`, body);
}

export function useAddProduct(orderId: string) {
  return useOrderMutation<LineBodyInput>({
    orderId,
    request: (input, version) => addProduct(orderId, { ...input, version }),
    optimistic: withAddedLine,
  });
}
