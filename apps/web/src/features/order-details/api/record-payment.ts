import type { RecordPaymentBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withPayment } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type PaymentInput = Omit<RecordPaymentBody, 'version'>;

export function recordPayment(orderId: string, body: RecordPaymentBody): Promise<OrderMutation> {
  return api.post<OrderMutation>(`/api/orders/${orderId}/payments`, body);
}

/** A manual payment; it adds to the amount already paid. */
export function useRecordPayment(orderId: string) {
  return useOrderMutation<PaymentInput>({
    orderId,
    request: (input, version) => recordPayment(orderId, { ...input, version }),
    optimistic: (order, input) =>
      withPayment(order, { ...input, paidAt: input.paidAt ?? new Date().toISOString() }),
  });
}
