import { formatMoney, fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import {
  maxAmountGrosze,
  orderPartMessages as messages,
  type recordPaymentBody,
} from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { paymentMethodLabels } from '@zaplecze/contract/orders/orders-filter';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderPayments } from '../../../../db/schema/index';
import { validationFailed } from '../../../../errors';
import type { Actor } from '../../create';
import { mutateOrder } from '../mutation';

/**
 * A manual payment from the payment card: stored in the order's currency and added to the
 * amount already paid, whose date becomes the latest payment's. The remaining amount is never
 * stored; the contract's `remainingAmount` derives it from the order.
 */
export function recordPayment(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof recordPaymentBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const amount = toGrosze(body.amount);
    const paid = toGrosze(row.alreadyPaid) + amount;
    if (paid > maxAmountGrosze) throw validationFailed({ amount: messages.paidTooLarge });
    const paidAt = body.paidAt ? new Date(body.paidAt) : new Date();
    await tx.insert(orderPayments).values({
      accountId: actor.accountId,
      orderId: row.id,
      amount: fromGrosze(amount),
      currency: row.currency,
      method: body.method ?? null,
      reference: body.reference ?? null,
      paidAt,
      createdBy: actor.userId,
    });
    const latest = row.alreadyPaidAt && row.alreadyPaidAt > paidAt ? row.alreadyPaidAt : paidAt;
    const method = body.method ? ` (${paymentMethodLabels[body.method]})` : '';
    return {
      values: { alreadyPaid: fromGrosze(paid), alreadyPaidAt: latest },
      partsChanged: true,
      audit: {
        changes: { alreadyPaid: { before: fromGrosze(toGrosze(row.alreadyPaid)), after: fromGrosze(paid) } },
        currency: row.currency,
        note: `Zarejestrowano płatność ${formatMoney(fromGrosze(amount), row.currency)}${method}`,
      },
      message: messages.paymentRecorded,
    };
  });
}
