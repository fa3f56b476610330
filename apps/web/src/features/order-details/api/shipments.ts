import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { ShipmentBody } from '@zaplecze/contract/orders/order-returns';
import { api, apiRequest } from '../../../lib/api-client';
import { useOrderMutation } from './order-mutation';

export type ShipmentInput = Omit<ShipmentBody, 'version'> & { id?: string };

/** Adds a shipment, or changes it when `id` is given; the answer is the order as saved. */
export function useSaveShipment(orderId: string) {
  return useOrderMutation<ShipmentInput>({
    orderId,
    request: ({ id, ...input }, version) =>
      id
        ? api.put<OrderMutation>(`/api/orders/${orderId}/shipments/${id}`, { ...input, version })
        : api.post<OrderMutation>(`/api/orders/${orderId}/shipments`, { ...input, version }),
  });
}

export function useDeleteShipment(orderId: string) {
  return useOrderMutation<string>({
    orderId,
    request: (shipmentId, version) =>
      apiRequest<OrderMutation>(`/api/orders/${orderId}/shipments/${shipmentId}`, {
        method: 'DELETE',
        query: { version },
      }),
  });
}
