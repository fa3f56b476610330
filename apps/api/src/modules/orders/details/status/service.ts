import {
  orderDetailMessages,
  type changeOrderStatusBody,
  type OrderMutation,
} from '@zaplecze/contract/orders/order-details';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderStatusHistory } from '../../../../db/schema/index';
import { unknownStatus, type Actor } from '../../create';
import { mutateOrder } from '../mutation';
import { statusCatalog } from '../../scope';

/**
 * The status select of the details header (spec 001 §4 "Changing one order's status"): the
 * order's history and the audit entry both keep the old and the new status; choosing the
 * current status again changes nothing.
 */
export async function changeOrderStatus(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof changeOrderStatusBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const { statuses } = await statusCatalog(tx, actor.accountId);
    const target = statuses.find((status) => status.id === body.statusId);
    if (!target) throw unknownStatus();
    if (row.statusId === body.statusId) return null;
    const previous = statuses.find((status) => status.id === row.statusId);
    await tx.insert(orderStatusHistory).values({
      accountId: actor.accountId,
      orderId: row.id,
      fromStatusId: row.statusId,
      toStatusId: body.statusId,
      comment: body.comment ?? null,
      userId: actor.userId,
    });
    return {
      values: { statusId: body.statusId },
      audit: {
        changes: { status: { before: previous?.internalName ?? null, after: target.internalName } },
        fromStatusId: row.statusId,
        toStatusId: body.statusId,
        ...(body.comment ? { note: body.comment } : {}),
      },
      message: orderDetailMessages.statusChanged,
    };
  });
}
