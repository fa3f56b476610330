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
 * What a rollback did to one order: `restored` with the version it left, `removed`, `changed` when
 * the order is no longer at the version the rollback expects (edited since: left as it is), or
 * `missing` when it is gone.
 */
export type RollbackOutcome =
  | { result: 'restored'; version: number }
  | { result: 'removed' }
  | { result: 'changed' }
  | { result: 'missing' };

/**
 * Puts an updated order back as its before-image says: columns, lines, payments, status; then its
 * stock — only while the order is at `expectedVersion` (null: no check, for records older than the
 * check). Runs in the caller's transaction (a rollback is one transaction: no savepoint per order).
 */
export async function restoreExternalOrder(
  tx: Db,
  actor: Actor,
  before: ExternalBeforeImage,
  expectedVersion: number | null,
): Promise<RollbackOutcome> {
  const row = await selectOrder(tx, actor.accountId, before.orderId, true);
  if (!row) return { result: 'missing' };
  if (expectedVersion !== null && row.version !== expectedVersion) return { result: 'changed' };
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
  return { result: 'restored', version: row.version + 1 };
}

/**
 * Deletes an order an import created, giving back every unit of stock it reserved or took — only
 * while the order is at `expectedVersion` (null: no check). In the caller's transaction.
 */
export async function removeExternalOrder(
  tx: Db,
  actor: Actor,
  orderId: string,
  expectedVersion: number | null,
): Promise<RollbackOutcome> {
  const row = await selectOrder(tx, actor.accountId, orderId, true);
  if (!row) return { result: 'missing' };
  if (expectedVersion !== null && row.version !== expectedVersion) return { result: 'changed' };
  await undoOrderStock(tx, actor, orderId);
  await deleteOrders(tx, actor.accountId, [orderId]);
  await auditOrder(tx, actor, 'delete', row, {
    externalId: row.externalId,
    totalGross: `${row.totalGross} ${row.currency}`,
    source: 'Wycofanie importu zamówień',
  });
  return { result: 'removed' };
}
