import type { BillingCardBody } from '@zaplecze/contract/orders/order-cards';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { deliveryCountryOf, mergeAddress } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export type BillingInput = Omit<BillingCardBody, 'version'>;

export function updateBilling(orderId: string, body: BillingCardBody): Promise<OrderMutation> {
  return api.patch<OrderMutation>(`/api/orders/${orderId}/billing`, body);
}

export function useUpdateBilling(orderId: string) {
  return useOrderMutation<BillingInput>({
    orderId,
    request: (input, version) => updateBilling(orderId, { ...input, version }),
    optimistic: (order, { documentType, ...fields }) => {
      const invoice = documentType ? documentType === 'invoice' : order.prepareInvoice;
      const address = mergeAddress(order.customerBillingAddress, fields, deliveryCountryOf(order));
      return {
        ...order,
        prepareInvoice: invoice,
        customerBillingAddress: invoice ? address : { ...address, nip: null },
      };
    },
  });
}
