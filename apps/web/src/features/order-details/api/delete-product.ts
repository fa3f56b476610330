import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { apiRequest } from '../../../lib/api-client';
import { withoutLine } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export function deleteProduct(orderId: string, productId: string, version: number): Promise<OrderMutation> {
  return apiRequest<OrderMutation>(`/api/orders/${orderId}/products/${productId}`, {
    method: 'DELETE',
    query: { version },
  });
}

export function useDeleteProduct(orderId: string) {
  return useOrderMutation<string>({
    orderId,
    request: (productId, version) => deleteProduct(orderId, productId, version),
    optimistic: withoutLine,
  });
}
