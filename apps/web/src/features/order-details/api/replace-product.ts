import type { OrderLineBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withReplacedLine } from '../optimistic';
import type { LineBodyInput } from './add-product';
import { useOrderMutation } from './order-mutation';

export function replaceProduct(
  orderId: string,
  productId: string,
  body: OrderLineBody,
): Promise<OrderMutation> {
  return api.put<OrderMutation>(`/api/orders/${orderId}/products/${productId}`, body);
}

export function useReplaceProduct(orderId: string) {
  return useOrderMutation<{ productId: string; line: LineBodyInput }>({
    orderId,
    request: ({ productId, line }, version) => replaceProduct(orderId, productId, { ...line, version }),
    optimistic: (order, { productId, line }) => withReplacedLine(order, productId, line),
  });
}
