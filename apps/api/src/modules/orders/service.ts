import { sql } from 'drizzle-orm';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { releaseForOrder } from '../stock/service';
import type { Actor } from './create';
import { orderLabel, orderTarget } from './mapping';
import { deleteOrders, selectOrder } from './repository';

export type { Actor } from './create';
export { createOrder, getOrder } from './create-order';
export {
  applyExternalOrder,
  externalContext,
  planExternalOrder,
  removeExternalOrder,
  restoreExternalOrder,
  type ExternalAddress,
  type ExternalBeforeImage,
  type ExternalOrder,
  type ExternalOrderLine,
  type ExternalPlan,
  type ExternalWarning,
} from './external';

const movedComment = 'Status usunięty — zamówienie przeniesione do statusu zastępczego';

/** Deletes an order and its parts for good; the audit entry keeps its number and value. */
export async function deleteOrder(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, id, true);
    if (!row) throw notFound(orderMessages.notFound);
    await releaseForOrder(tx, actor, id);
    await deleteOrders(tx, actor.accountId, [id]);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: orderTarget,
      targetId: id,
      targetLabel: orderLabel(row.no),
      details: { externalId: row.externalId, totalGross: `${row.totalGross} ${row.currency}` },
    });
  });
}

/**
 * The order-statuses module calls this inside the transaction that deletes a status: its orders
 * move to the replacement, each move kept in the order's history.
 */
export async function moveOrdersToStatus(
  tx: Db,
  accountId: string,
  fromStatusId: string,
  toStatusId: string,
) {
  await tx.execute(sql`
    with moved as (
      update ${orders} set status_id = ${toStatusId}::uuid, version = version + 1, modified_at = now()
       where account_id = ${accountId} and status_id = ${fromStatusId}::uuid
      returning id
    )
    insert into ${orderStatusHistory} (account_id, order_id, from_status_id, to_status_id, comment)
    select ${accountId}, id, ${fromStatusId}::uuid, ${toStatusId}::uuid, ${movedComment} from moved`);
}
export { expireOrderExportFiles, runOrderExportJob } from './export/service';
