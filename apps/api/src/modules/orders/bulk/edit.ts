import { sql } from 'drizzle-orm';
import { bulkSkipsKept, type BulkSkip } from '@zaplecze/contract/orders/orders-bulk';
import type { BulkEditChanges } from '@zaplecze/contract/orders/orders-bulk-edit';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { orderPlacement, syncOrderStock } from '../../stock/service';
import type { Actor } from '../create';
import { paymentCardValues } from '../details/cards/service';
import { auditChanges, differing, saveOrder } from '../details/mutation';
import { auditOrder } from '../audit';
import { selectOrder, type NewOrderRecord, type OrderRecord } from '../repository';
import { rowsOf } from '../../../db/rows';

export interface BulkOutcome {
  changed: number;
  skipped: number;
  skips: BulkSkip[];
}

/** Refuses an unknown warehouse for the whole request (400 under `changes.warehouseId`), not per order. */
export async function checkBulkEdit(db: Db, accountId: string, changes: BulkEditChanges): Promise<void> {
  if (changes.warehouseId === undefined) return;
  try {
    await orderPlacement(db, accountId, changes.warehouseId, null);
  } catch (error) {
    if (error instanceof AppError && error.fields?.warehouseId) {
      throw new AppError(error.code, error.message, { 'changes.warehouseId': error.fields.warehouseId });
    }
    throw error;
  }
}

/** The order's columns the ticked fields ask for; the payment card's rules (invoice needs a NIP) apply. */
function requested(row: OrderRecord, changes: BulkEditChanges): Partial<NewOrderRecord> {
  const next: Partial<NewOrderRecord> = {};
  if (changes.deliveryMethod !== undefined) next.deliveryMethod = changes.deliveryMethod;
  if (changes.paymentMethod !== undefined || changes.documentType !== undefined) {
    Object.assign(
      next,
      paymentCardValues(row, { paymentMethod: changes.paymentMethod, documentType: changes.documentType }),
    );
  }
  // Only the warehouse: the order keeps its price list, so no line is silently repriced.
  if (changes.warehouseId !== undefined) next.warehouseId = changes.warehouseId;
  if (changes.shipmentDateEnd !== undefined) {
    next.shipmentDateEnd = changes.shipmentDateEnd ? new Date(changes.shipmentDateEnd) : null;
  }
  return next;
}

/** Warehouse names kept in the audit entry, so the history still reads them after a warehouse is deleted. */
async function warehouseNames(tx: Db, accountId: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from warehouses where account_id = ${accountId}`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

function auditOf(row: OrderRecord, values: Partial<NewOrderRecord>, names: Map<string, string>) {
  const changes = auditChanges(row as unknown as Record<string, unknown>, values);
  const named = (id: unknown) => (typeof id === 'string' ? { id, label: names.get(id) ?? id } : null);
  if (changes.warehouseId) {
    changes.warehouseId = {
      before: named(changes.warehouseId.before),
      after: named(changes.warehouseId.after),
    };
  }
  return changes;
}

/** One order as the single-order edit does it: differing columns, next version, stock, audit per field. */
async function editOne(
  tx: Db,
  actor: Actor,
  row: OrderRecord,
  changes: BulkEditChanges,
  names: Map<string, string>,
): Promise<boolean> {
  const values = differing(row, requested(row, changes));
  if (Object.keys(values).length === 0) return false;
  await saveOrder(tx, actor, row, values);
  // A new warehouse releases the reservations in the old one and reserves in the new one, or refuses.
  if (values.warehouseId !== undefined) await syncOrderStock(tx, actor, row.id);
  await auditOrder(tx, actor, 'edit', row, { changes: auditOf(row, values, names), bulk: true });
  return true;
}

const reasonOf = (error: AppError) => Object.values(error.fields ?? {})[0] ?? error.message;

/**
 * The edit's new warehouse is still there (it was checked when the edit was asked for; a job runs
 * later): held `FOR KEY SHARE` until the chunk commits, so it cannot be deleted half way through.
 */
async function warehouseStays(tx: Db, accountId: string, warehouseId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from warehouses where account_id = ${accountId} and id = ${warehouseId} for key share`,
  );
  return rows.length > 0;
}

/**
 * Edits the account's orders among `ids`, each in its own savepoint: an order the change is
 * refused for (too little stock in the new warehouse, an invoice without a NIP) is rolled back
 * alone and skipped with its reason; ids of other accounts are not matched at all. The ticked
 * fields are one change set: when the new warehouse was deleted since the edit was asked for,
 * every order is skipped ('Wybrany magazyn nie istnieje') and none of its other fields change.
 */
export async function applyBulkEdit(
  tx: Db,
  actor: Actor,
  changes: BulkEditChanges,
  ids: string[],
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: 0, skipped: 0, skips: [] };
  const names = changes.warehouseId ? await warehouseNames(tx, actor.accountId) : new Map<string, string>();
  const refused =
    changes.warehouseId && !(await warehouseStays(tx, actor.accountId, changes.warehouseId))
      ? stockMessages.warehouseNotFound
      : null;
  const skip = (row: OrderRecord, reason: string) => {
    outcome.skipped++;
    if (outcome.skips.length < bulkSkipsKept) outcome.skips.push({ orderId: row.id, no: row.no, reason });
  };
  for (const id of [...ids].sort()) {
    const row = await selectOrder(tx, actor.accountId, id, !refused);
    if (!row) continue;
    if (refused) {
      skip(row, refused);
      continue;
    }
    try {
      if (await tx.transaction((savepoint) => editOne(savepoint, actor, row, changes, names)))
        outcome.changed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skip(row, reasonOf(error));
    }
  }
  return outcome;
}
