import { and, eq, sql } from 'drizzle-orm';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { releaseForOrder, syncOrderStock } from '../stock/service';
import { auditOrder } from './audit';
import { orderEvents } from './events';
import { statusCatalog } from './scope';
import { unknownStatus, type Actor } from './create';
import { orderLabel, orderTarget } from './mapping';
import { deleteOrders, selectOrder } from './repository';

export type { Actor } from './create';
export { createOrder } from './create-order';
export { createOrders, type NewOrder } from './create-orders';
export { getOrder } from './read';
/** Shipments a carrier integration registers (DPD), in one change of the order. */
export { addCarrierShipment, type CarrierShipment } from './details/shipments/service';
export { versionConflict } from './details/mutation';
export { applyExternalOrder, applyExternalOrders, type ExternalWritten } from './external/apply';
export { prefetchExternal } from './external/match';
export { planExternalOrder } from './external/plan';
export { removeExternalOrder, restoreExternalOrder, type RollbackOutcome } from './external/restore';
export {
  externalContext,
  externalMessages,
  type ExternalAddress,
  type ExternalBeforeImage,
  type ExternalContext,
  type ExternalOrder,
  type ExternalOrderLine,
  type ExternalPlan,
  type ExternalPlanOptions,
  type ExternalWarning,
} from './external/types';

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

/** What an integration may change on an order it brought in (spec 001: external state and mapping review). */
export interface ExternalOrderChange {
  statusId?: string;
  externalStatus?: string | null;
  requiresMappingReview?: boolean;
  isCancelled?: boolean;
  cancelReason?: string | null;
  /** The sync log's text for the change. */
  note: string;
}

/**
 * An integration's change of one order it imported (Shopify and the other connectors), in the
 * caller's transaction: only the fields that differ are written, a status move goes to the order's
 * history, the stock follows, and the change is audited (the order's sync log) and emitted like an
 * edit in the details page. Returns false when nothing differed.
 */
export async function applyExternalOrderChange(
  db: Db,
  actor: Actor,
  orderId: string,
  change: ExternalOrderChange,
): Promise<boolean> {
  const { note, ...wanted } = change;
  const row = await selectOrder(db, actor.accountId, orderId, true);
  if (!row) throw notFound(orderMessages.notFound);
  const values = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && (row as Record<string, unknown>)[key] !== value,
    ),
  ) as Omit<ExternalOrderChange, 'note'>;
  if (Object.keys(values).length === 0) return false;
  const { statusId: _statusId, ...fields } = values;
  const changes: Record<string, { before: unknown; after: unknown }> = Object.fromEntries(
    Object.entries(fields).map(([key, after]) => [
      key,
      { before: (row as Record<string, unknown>)[key], after },
    ]),
  );
  if (values.statusId) {
    const { statuses } = await statusCatalog(db, actor.accountId);
    const target = statuses.find((status) => status.id === values.statusId);
    if (!target) throw unknownStatus();
    const previous = statuses.find((status) => status.id === row.statusId);
    changes.status = { before: previous?.internalName ?? null, after: target.internalName };
    await db.insert(orderStatusHistory).values({
      accountId: actor.accountId,
      orderId,
      fromStatusId: row.statusId,
      toStatusId: values.statusId,
      comment: note.slice(0, 1000),
      userId: actor.userId,
    });
  }
  const saved = await db
    .update(orders)
    .set({ ...values, version: row.version + 1, modifiedAt: new Date(), modifiedBy: actor.userId })
    .where(
      and(eq(orders.accountId, actor.accountId), eq(orders.id, orderId), eq(orders.version, row.version)),
    )
    .returning({ id: orders.id });
  if (saved.length === 0) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
  await syncOrderStock(db, actor, orderId);
  await auditOrder(db, actor, 'edit', row, { note, changes });
  await orderEvents(db, actor.accountId, [{ ...row, ...values, version: row.version + 1 }], { from: row });
  return true;
}
