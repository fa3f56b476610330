import { z } from 'zod';
import { orderLineBody, recordPaymentBody } from '@zaplecze/contract/orders/order-detail-parts';

/** An amount as typed in Poland ("1 234,50") in the contract's form ("1234.50"). */
const typedAmount = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\u00a0]/g, '').replace(',', '.'));

/** The product line dialog: the contract's line body with the amount as typed. */
export const lineForm = orderLineBody.omit({ version: true }).extend({
  grossPrice: typedAmount.pipe(orderLineBody.shape.grossPrice),
  // An emptied number input gives '', which the contract's rule reports as a quantity below 1.
  quantity: z
    .union([z.number(), z.literal('')])
    .transform((value) => (value === '' ? 0 : value))
    .pipe(orderLineBody.shape.quantity),
});
export type LineFormValues = z.input<typeof lineForm>;
export type LineFormOutput = z.output<typeof lineForm>;

/** The manual payment dialog: the contract's payment body with the amount as typed. */
export const paymentForm = recordPaymentBody
  .omit({ version: true })
  .extend({ amount: typedAmount.pipe(recordPaymentBody.shape.amount) });
export type PaymentFormValues = z.input<typeof paymentForm>;
export type PaymentFormOutput = z.output<typeof paymentForm>;

/** "12.30" shown as "12,30" in an input. */
export const typedFromAmount = (amount: string) => amount.replace('.', ',');
