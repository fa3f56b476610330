import type { ScheduleCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { Order } from '@zaplecze/contract/orders/orders';
import { api } from '../../../lib/api-client';
import { keptValues } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type ScheduleInput = Omit<ScheduleCardBody, 'version'>;

export function updateSchedule(orderId: string, body: ScheduleCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/schedule`, body);
}

export function useUpdateSchedule(orderId: string) {
  return useOrderMutation<ScheduleInput>({
    orderId,
    request: (input, version) => updateSchedule(orderId, { ...input, version }),
    optimistic: (order, input) => ({ ...order, ...(keptValues(input) as Partial<Order>) }),
  });
}
