import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BulkAction } from '@zaplecze/contract/orders/orders-bulk';
import type { BulkEditChanges } from '@zaplecze/contract/orders/orders-bulk-edit';
import type { Db } from '../../../db/client';
import { orders, orderStatusHistory } from '../../../db/schema/index';
import type { Actor } from '../create';
import { auditOrder } from '../audit';
import { deleteOrders } from '../repository';
import { rowsOf } from '../../../db/rows';
import { statusCatalog } from '../scope';
import { releaseForOrder, syncOrderStock } from '../../stock/service';
import { applyBulkEdit, type BulkOutcome } from './edit';
import { emitEvents } from '../../events/service';
import { cancelledStatusId, statusChangeEvents } from '../events';

export interface BulkChange {
  action: BulkAction;
  statusId?: string | null;
  comment?: string | null;
  changes?: BulkEditChanges | null;
}

/** Changes the status of the given orders of the account that are not in it yet; returns how many changed. */
async function changeStatus(tx: Db, actor: Actor, ids: string[], statusId: string, comment: string | null) {
  const changed = await rowsOf<{
    id: string;
    no: number;
    version: number;
    external_id: string | null;
    from_status: string | null;
  }>(
    tx,
    sql`with target as (
          select id, status_id from ${orders}
           where ${and(eq(orders.accountId, actor.accountId), inArray(orders.id, ids))}
             and status_id is distinct from ${statusId}::uuid
           order by id for update
        )
        update ${orders} as o
           set status_id = ${statusId}::uuid, version = o.version + 1, modified_at = now(), modified_by = ${actor.userId}::uuid
          from target where o.id = target.id
        returning o.id, o.no, o.version, o.external_id, target.status_id as from_status`,
  );
  if (changed.length === 0) return 0;
  for (const row of [...changed].sort((a, b) => a.id.localeCompare(b.id)))
    await syncOrderStock(tx, actor, row.id);
  await tx.insert(orderStatusHistory).values(
    changed.map((row) => ({
      accountId: actor.accountId,
      orderId: row.id,
      fromStatusId: row.from_status,
      toStatusId: statusId,
      comment,
      userId: actor.userId,
    })),
  );
  const cancelledId = await cancelledStatusId(tx, actor.accountId);
  await emitEvents(
    tx,
    changed.flatMap((row) =>
      statusChangeEvents(
        actor.accountId,
        {
          id: row.id,
          no: row.no,
          version: row.version,
          externalId: row.external_id,
          fromStatusId: row.from_status,
          statusId,
        },
        cancelledId,
      ),
    ),
  );
  // Names kept in the entry, so the history still reads them after a status is deleted.
  const names = new Map(
    (await statusCatalog(tx, actor.accountId)).statuses.map((s) => [s.id, s.internalName]),
  );
  const named = (id: string | null) => (id ? { id, label: names.get(id) ?? id } : null);
  for (const row of changed) {
    await auditOrder(tx, actor, 'edit', row, {
      changes: { statusId: { before: named(row.from_status), after: named(statusId) } },
      ...(comment ? { note: comment } : {}),
      bulk: true,
    });
  }
  return changed.length;
}

async function setArchived(tx: Db, actor: Actor, ids: string[], archive: boolean) {
  const now = new Date();
  const changed = await tx
    .update(orders)
    .set({
      archivedAt: archive ? now : null,
      version: sql`${orders.version} + 1`,
      modifiedAt: now,
      modifiedBy: actor.userId,
    })
    .where(
      and(
        eq(orders.accountId, actor.accountId),
        inArray(orders.id, ids),
        archive ? isNull(orders.archivedAt) : isNotNull(orders.archivedAt),
      ),
    )
    .returning({ id: orders.id, no: orders.no });
  for (const row of changed) {
    await auditOrder(tx, actor, 'edit', row, {
      changes: { archived: { before: !archive, after: archive } },
      bulk: true,
    });
  }
  return changed.length;
}

async function remove(tx: Db, actor: Actor, ids: string[]) {
  for (const id of [...ids].sort()) await releaseForOrder(tx, actor, id);
  const deleted = await deleteOrders(tx, actor.accountId, ids);
  for (const row of deleted) {
    await auditOrder(tx, actor, 'delete', row, { bulk: true });
  }
  return deleted.length;
}

async function changedCount(tx: Db, actor: Actor, change: BulkChange, ids: string[]): Promise<number> {
  switch (change.action) {
    case 'status':
      return changeStatus(tx, actor, ids, change.statusId!, change.comment ?? null);
    case 'archive':
    case 'restore':
      return setArchived(tx, actor, ids, change.action === 'archive');
    case 'delete':
      return remove(tx, actor, ids);
    case 'edit':
      throw new Error('a bulk edit is applied by applyBulkEdit');
  }
}

/**
 * Applies one bulk action to the ids, inside the caller's transaction, audited per order. Ids of
 * other accounts or unknown ones are simply not matched, so they never count as changed. Only the
 * edit skips orders (with reasons); the other actions change every matched one.
 */
export async function applyBulkChange(
  tx: Db,
  actor: Actor,
  change: BulkChange,
  ids: string[],
): Promise<BulkOutcome> {
  if (ids.length === 0) return { changed: 0, skipped: 0, skips: [] };
  if (change.action === 'edit') return applyBulkEdit(tx, actor, change.changes!, ids);
  return { changed: await changedCount(tx, actor, change, ids), skipped: 0, skips: [] };
}
