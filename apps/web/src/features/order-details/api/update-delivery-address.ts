import type { DeliveryCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { deliveryCountryOf, mergeAddress } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type DeliveryInput = Omit<DeliveryCardBody, 'version'>;

export function updateDeliveryAddress(orderId: string, body: DeliveryCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/delivery-address`, body);
}

export function useUpdateDeliveryAddress(orderId: string) {
  return useOrderMutation<DeliveryInput>({
    orderId,
    request: (input, version) => updateDeliveryAddress(orderId, { ...input, version }),
    optimistic: (order, input) => ({
      ...order,
      deliveryAddress: mergeAddress(order.deliveryAddress, input, deliveryCountryOf(order)),
    }),
  });
}
