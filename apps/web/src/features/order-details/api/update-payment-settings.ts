import type { PaymentCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { useOrderMutation } from './order-mutation';

export type PaymentSettingsInput = Omit<PaymentCardBody, 'version'>;

export function updatePaymentSettings(orderId: string, body: PaymentCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/payment`, body);
}

/** The payment method and the sales document; a receipt clears the billing NIP as the server does. */
export function useUpdatePaymentSettings(orderId: string) {
  return useOrderMutation<PaymentSettingsInput>({
    orderId,
    request: (input, version) => updatePaymentSettings(orderId, { ...input, version }),
    optimistic: (order, input) => {
      const next = { ...order };
      if (input.paymentMethod !== undefined) next.paymentMethod = input.paymentMethod;
      if (input.documentType) {
        next.prepareInvoice = input.documentType === 'invoice';
        if (input.documentType === 'receipt' && next.customerBillingAddress) {
          next.customerBillingAddress = { ...next.customerBillingAddress, nip: null };
        }
      }
      return next;
    },
  });
}
