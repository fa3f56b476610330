import { z } from 'zod';
import { copyOrderBody, copyOrderParts, newOrderTypes } from '@zaplecze/contract/orders/order-detail-parts';
import { defaultOrderCountry, defaultOrderLanguage } from '@zaplecze/contract/orders/orders';

/** The dialog's fields: the contract's copy body (country, status, language, parts) and the type. */
export const newOrderForm = copyOrderBody.extend({ type: z.enum(newOrderTypes) });
export type NewOrderValues = z.input<typeof newOrderForm>;
export type NewOrderOutput = z.output<typeof newOrderForm>;

/** The order a copy starts from, when the dialog is opened outside the orders list. */
export interface NewOrderSource {
  id: string;
  no: number;
  country: string | null;
}

/** A copy starts in the source order's delivery country, a new order in Poland. */
export function initialValues(country: string | null | undefined): NewOrderValues {
  return {
    type: 'new',
    orderCountry: country ?? defaultOrderCountry,
    statusId: '',
    orderLanguage: defaultOrderLanguage,
    // A copy of the whole order starts with every part ticked.
    parts: Object.fromEntries(copyOrderParts.map((part) => [part, true])),
  };
}
