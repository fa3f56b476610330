import type { OrderCurrencyBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withCurrency } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export function changeCurrency(orderId: string, body: OrderCurrencyBody): Promise<OrderMutation> {
  return api.put<OrderMutation>(`/api/orders/${orderId}/currency`, body);
}

/** The currency of the order and of all its lines; amounts stay as they are. */
export function useChangeCurrency(orderId: string) {
  return useOrderMutation<OrderCurrencyBody['currency']>({
    orderId,
    request: (currency, version) => changeCurrency(orderId, { currency, version }),
    optimistic: withCurrency,
  });
}
