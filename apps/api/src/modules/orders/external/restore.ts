import type { Db } from '../../../db/client';
import type { orderPayments, orderProducts } from '../../../db/schema/index';
import { undoOrderStock, syncOrderStock } from '../../stock/service';
import { auditOrder } from '../audit';
import type { Actor } from '../create';
import { auditChanges, saveOrder } from '../details/mutation';
import { orderEvents } from '../events';
import { deleteOrders, selectOrder, type OrderRecord } from '../repository';
import { dateColumns, pick, recordStatusMove, replaceParts, type RestoredColumn } from './apply';
import type { ExternalBeforeImage } from './types';

/** A stored row read back from its JSON: its `…At` timestamps become dates again. */
const revive = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );

/**
 * Puts an updated order back as its before-image says: columns, lines, payments, status; then its
 * stock. Runs in the caller's transaction (a rollback is one transaction: no savepoint per order).
 */
export async function restoreExternalOrder(
  tx: Db,
  actor: Actor,
  before: ExternalBeforeImage,
): Promise<boolean> {
  const row = await selectOrder(tx, actor.accountId, before.orderId, true);
  if (!row) return false;
  const values = Object.fromEntries(
    Object.entries(before.columns).map(([key, value]) => [
      key,
      dateColumns.has(key as RestoredColumn) && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as Partial<OrderRecord>;
  await replaceParts(
    tx,
    row.id,
    before.lines.map((line) => revive(line) as typeof orderProducts.$inferInsert),
    before.payments.map((payment) => revive(payment) as typeof orderPayments.$inferInsert),
  );
  await saveOrder(tx, actor, row, values);
  await recordStatusMove(tx, actor, row.id, row.statusId, (values.statusId as string | null) ?? row.statusId);
  await syncOrderStock(tx, actor, row.id);
  await auditOrder(tx, actor, 'edit', row, {
    changes: auditChanges(pick(row), values as Record<string, unknown>),
    source: 'Wycofanie importu zamówień',
  });
  await orderEvents(tx, actor.accountId, [{ ...row, ...values, version: row.version + 1 }], { from: row });
  return true;
}

/**
 * Deletes an order an import created, giving back every unit of stock it reserved or took (in the
 * caller's transaction).
 */
export async function removeExternalOrder(tx: Db, actor: Actor, orderId: string): Promise<boolean> {
  const row = await selectOrder(tx, actor.accountId, orderId, true);
  if (!row) return false;
  await undoOrderStock(tx, actor, orderId);
  await deleteOrders(tx, actor.accountId, [orderId]);
  await auditOrder(tx, actor, 'delete', row, {
    externalId: row.externalId,
    totalGross: `${row.totalGross} ${row.currency}`,
    source: 'Wycofanie importu zamówień',
  });
  return true;
}
