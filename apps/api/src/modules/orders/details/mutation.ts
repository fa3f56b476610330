import { and, eq } from 'drizzle-orm';
import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderDetailMessages, type OrderMutation } from '@zaplecze/contract/orders/order-details';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { Actor } from '../create';
import { auditOrder } from '../audit';
import { selectOrder, type NewOrderRecord, type OrderRecord } from '../repository';
import { getOrder } from '../create-order';
import { syncOrderStock } from '../../stock/service';
import { orderEvents } from '../events';

export const versionConflict = () => new AppError('VERSION_CONFLICT', genericMessages.versionConflict);

export interface OrderChange {
  /** The order's columns to write; the version, modified date and author are added. */
  values?: Partial<NewOrderRecord>;
  /** Parts of the order were written by the step itself (lines, notes, payments). */
  partsChanged?: boolean;
  audit?: AuditDetails;
  message: string;
}

/**
 * Writes the columns and moves the version on. The version in the WHERE keeps a lost update
 * impossible even for a caller that did not lock the row first.
 */
export async function saveOrder(
  tx: Db,
  actor: Actor,
  row: OrderRecord,
  values: Partial<NewOrderRecord>,
): Promise<void> {
  const updated = await tx
    .update(orders)
    .set({ ...values, version: row.version + 1, modifiedAt: new Date(), modifiedBy: actor.userId })
    .where(and(eq(orders.accountId, actor.accountId), eq(orders.id, row.id), eq(orders.version, row.version)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw versionConflict();
}

/**
 * One change of one order, in one transaction: lock the row, refuse a stale `version` (409) or
 * an order outside the account (404), let `step` decide and write its parts, then save the
 * order's columns with the next version, audit, and answer the order as it now is.
 */
export async function mutateOrder(
  db: Db,
  actor: Actor,
  orderId: string,
  version: number,
  step: (tx: Db, row: OrderRecord) => Promise<OrderChange | null>,
): Promise<OrderMutation> {
  const outcome = await db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, orderId, true);
    if (!row) throw notFound(orderMessages.notFound);
    if (row.version !== version) throw versionConflict();
    const change = await step(tx, row);
    const changed = Boolean(change && (change.partsChanged || Object.keys(change.values ?? {}).length > 0));
    if (change && changed) {
      await saveOrder(tx, actor, row, change.values ?? {});
      // Status, cancellation, lines, shipments, documents, warehouse: each may move the order's stock.
      await syncOrderStock(tx, actor, row.id);
      await auditOrder(tx, actor, 'edit', row, change.audit ?? {});
      await orderEvents(tx, actor.accountId, [{ ...row, ...change.values, version: row.version + 1 }], {
        from: row,
      });
    }
    return { changed, message: changed && change ? change.message : orderDetailMessages.noChanges };
  });
  // Read after the commit: the parts are loaded in parallel, which one transaction's client cannot do.
  return { order: await getOrder(db, actor.accountId, orderId), ...outcome };
}

/** Only the entries whose value differs from the stored one: the columns to write. */
export function differing<T extends object>(stored: T, next: Partial<T>): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!sameValue(stored[key], next[key])) result[key] = next[key];
  }
  return result;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  }
  return stableJson(a) === stableJson(b);
}

/**
 * JSON with object keys sorted and empty keys dropped, so two addresses compare by content, not
 * by key order or by a key stored as null versus one never written.
 */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item)
            .filter(([, entry]) => entry !== null && entry !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

/** Field-level changes for the audit entry; nested objects (addresses) become `deliveryAddress.city`. */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>, prefix = '') {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    const [old, next] = [before[key], after[key]];
    const nested = (value: unknown) =>
      value !== null && typeof value === 'object' && !(value instanceof Date);
    if (nested(old) || nested(next)) {
      Object.assign(
        changes,
        auditChanges(
          (old ?? {}) as Record<string, unknown>,
          (next ?? {}) as Record<string, unknown>,
          `${prefix}${key}.`,
        ),
      );
    } else if (!sameValue(old, next)) {
      changes[`${prefix}${key}`] = { before: old ?? null, after: next ?? null };
    }
  }
  return changes;
}
