import { and, eq, sql } from 'drizzle-orm';
import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { Order } from '@zaplecze/contract/orders/orders';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { statusCatalog } from './scope';
import { emitEvent } from '../events/service';
import { orderEventData, orderEvents } from './events';
import { auditOrder } from './audit';
import { fillCatalogLines, orderPlacement, syncOrderStock } from '../stock/service';
import { releaseForOrder, reserveForOrder } from '../stock/service';
import { assertPlanLimit } from '../plans/service';
import { prepareOrder, unknownStatus, type Actor, type CreateOrderInput } from './create';
import { orderLabel, orderTarget } from './mapping';
import { getOrder } from './read';
import {
  countAccountOrders,
  deleteOrders,
  insertOrder,
  insertParts,
  selectOrder,
  takeOrderNumbers,
} from './repository';

export type { Actor } from './create';

const movedComment = 'Status usunięty — zamówienie przeniesione do statusu zastępczego';

export { getOrder };
/** Shipments a carrier integration registers (DPD), in one change of the order. */
export { addCarrierShipment, type CarrierShipment } from './details/shipments/service';
export { versionConflict } from './details/mutation';

type NewOrderRow = Awaited<ReturnType<typeof insertOrder>>;

/** What the audit entry of a new order says: its status, origin, value and number of lines. */
function createdDetails(row: NewOrderRow, productCount: number, statusLabel: string): AuditDetails {
  return {
    statusId: { id: row.statusId, label: statusLabel },
    source: row.source,
    totalGross: `${row.totalGross} ${row.currency}`,
    products: productCount,
  };
}

/**
 * Creates an order with its parts, numbered next in the account. The number counter's row lock
 * also serializes the plan-limit check, so concurrent creations cannot pass the limit together.
 * A copy passes its own audit details (the order it copies) instead of the new order's summary.
 */
export async function createOrder(
  db: Db,
  actor: Actor,
  body: CreateOrderInput,
  details: (row: NewOrderRow, productCount: number, statusLabel: string) => AuditDetails = createdDetails,
): Promise<Order> {
  const { statuses } = await statusCatalog(db, actor.accountId);
  const status = statuses.find((item) => item.id === body.statusId);
  if (!status) throw unknownStatus();
  const id = await db.transaction(async (tx) => {
    const no = await takeOrderNumbers(tx, actor.accountId);
    await assertPlanLimit(tx, actor.accountId, 'orders', await countAccountOrders(tx, actor.accountId));
    const placement = await orderPlacement(tx, actor.accountId, body.warehouseId, body.priceListId);
    const products = await fillCatalogLines(tx, actor.accountId, placement.priceListId, body.products);
    const { order, parts } = prepareOrder(actor, { ...body, ...placement, products }, no);
    const row = await insertOrder(tx, order);
    const rowParts = parts(row.id);
    await insertParts(tx, rowParts);
    await reserveForOrder(tx, actor, row.id);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: orderTarget,
      targetId: row.id,
      targetLabel: orderLabel(row.no),
      details: details(row, rowParts.products.length, status.internalName),
    });
    await emitEvent(tx, {
      accountId: actor.accountId,
      type: 'order.created',
      resourceType: 'order',
      resourceId: row.id,
      version: row.version,
      data: orderEventData(row),
    });
    return row.id;
  });
  return getOrder(db, actor.accountId, id);
}

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
export { expireOrderExportFiles } from './export/service';

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
