import type { PickupCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { deliveryCountryOf, mergePickup } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type PickupInput = Omit<PickupCardBody, 'version'>;

export function updatePickupPoint(orderId: string, body: PickupCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/pickup-point`, body);
}

export function useUpdatePickupPoint(orderId: string) {
  return useOrderMutation<PickupInput>({
    orderId,
    request: (input, version) => updatePickupPoint(orderId, { ...input, version }),
    optimistic: (order, input) => ({
      ...order,
      pickupAddress: mergePickup(order.pickupAddress, input, deliveryCountryOf(order)),
    }),
  });
}
