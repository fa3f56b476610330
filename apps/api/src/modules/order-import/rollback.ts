import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderImportMessages } from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderImportRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { rollbackOrderMessage } from '../../lib/rollback-order-message';
import { recordAudit } from '../audit/service';
import {
  removeExternalOrder,
  restoreExternalOrder,
  type Actor,
  type ExternalBeforeImage,
} from '../orders/service';
import { findRun, lockOrderImports, runTarget, type Deps, type Run } from './runs';

/** A newer run standing in the way of a rollback, named as the refusal names it. */
export interface NewerRun {
  id: string;
  fileName: string;
  /** When the run was made, 'DD.MM.YYYY HH24:MI' on the Warsaw clock. */
  at: string;
  createdAt: string;
}

/**
 * The runs, not rolled back, that changed any order after `runId` changed it, oldest first. Rolling
 * the run back before them would put back before-images those runs have since replaced (and their
 * own rollback would then undo it again), so it is refused — newest first, as for the product
 * import (docs/decisions/import-rollback-order.md). Ordered by the change records' time, so a run
 * uploaded earlier but imported later still counts as newer. A failed run cannot be rolled back:
 * its changes count as edits made since, and do not block.
 */
export async function newerRunsInTheWay(db: Db, accountId: string, runId: string): Promise<NewerRun[]> {
  const rows = await rowsOf<Omit<NewerRun, 'createdAt'> & { created: Date | string }>(
    db,
    sql`with mine as materialized (
          select order_id, created_at, id from order_import_changes
          where account_id = ${accountId} and run_id = ${runId}
        ), later as (
          select distinct x.run_id from order_import_changes x
          join mine m on m.order_id = x.order_id
          where x.account_id = ${accountId} and x.run_id <> ${runId}
            and (x.created_at, x.id) > (m.created_at, m.id)
        )
        select r.id::text as id, r.file_name as "fileName", r.created_at as created,
          to_char(r.created_at at time zone 'Europe/Warsaw', 'DD.MM.YYYY HH24:MI') as at
        from later l join order_import_runs r on r.id = l.run_id
        where r.account_id = ${accountId} and r.status in ('queued', 'running', 'done')
        order by r.created_at, r.id`,
  );
  return rows.map(({ created, ...run }) => ({ ...run, createdAt: new Date(created).toISOString() }));
}

/** A change record of the run with the version its order must be at to be rolled back (null: no check). */
interface ChangeToRollBack {
  id: string;
  orderId: string;
  action: 'create' | 'update';
  before: Record<string, unknown> | null;
  expectedVersion: number | null;
}

/**
 * The run's change records, newest first, each with the version its order must still be at: the
 * version the run left — or, when a newer run changed the order after it and was rolled back since,
 * the version that rollback left. When the newest record of the order belongs to a failed run (its
 * changes stand as edits), the order counts as changed (-1). Any other change of the order since
 * (a hand edit, a bulk edit, Shopify) moved its version on, so the rollback leaves it as it is.
 */
async function changesToRollBack(tx: Db, accountId: string, runId: string): Promise<ChangeToRollBack[]> {
  return rowsOf<ChangeToRollBack>(
    tx,
    sql`select c.id::text as id, c.order_id::text as "orderId", c.action, c.before,
          case when latest.run_id = c.run_id or latest.status = 'rolledBack' then latest.version_after
               else -1 end as "expectedVersion"
        from order_import_changes c
        cross join lateral (
          select x.run_id, x.version_after, r.status from order_import_changes x
          join order_import_runs r on r.id = x.run_id
          where x.account_id = ${accountId} and x.order_id = c.order_id
            and (x.created_at, x.id) >= (c.created_at, c.id)
          order by x.created_at desc, x.id desc limit 1
        ) latest
        where c.account_id = ${accountId} and c.run_id = ${runId}
        order by c.created_at desc, c.id desc`,
  );
}

/**
 * The run's records now carry the version its rollback left each order at (0 where it left an
 * edited order alone), so rolling back an older run that changed the same orders checks against it.
 */
async function markVersionsLeft(tx: Db, versions: { id: string; version: number }[]) {
  if (versions.length === 0) return;
  await tx.execute(
    sql`update order_import_changes c set version_after = u.version
        from unnest(${sql.param(versions.map((entry) => entry.id))}::uuid[],
                    ${sql.param(versions.map((entry) => entry.version))}::int[]) as u(id, version)
        where c.id = u.id`,
  );
}

/**
 * Rolls a finished run back, newest change first, in one transaction: orders it created are
 * deleted (their stock given back), orders it updated get their before-image back (lines,
 * payments, status, addresses) — each only while the order is as the run (or a newer run's
 * rollback) left it; an order edited since stays as it is and is counted in `rollbackSkipped`.
 * Refused (409, naming them) while newer runs that changed the same orders stand, or while another
 * import of the account is queued or running (`lockOrderImports`).
 */
export async function rollbackRun(deps: Deps, actor: Actor, runId: string): Promise<Run> {
  return deps.db.transaction(async (tx) => {
    await lockOrderImports(tx, actor.accountId);
    const run = await findRun(tx, actor.accountId, runId);
    if (run.status !== 'done') throw new AppError('CONFLICT', orderImportMessages.notRollbackable);
    const [busy] = await tx
      .select({ fileName: orderImportRuns.fileName })
      .from(orderImportRuns)
      .where(
        and(
          eq(orderImportRuns.accountId, actor.accountId),
          inArray(orderImportRuns.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (busy) throw new AppError('CONFLICT', orderImportMessages.importInProgress(busy.fileName));
    const newer = await newerRunsInTheWay(tx, actor.accountId, run.id);
    if (newer.length > 0) throw new AppError('CONFLICT', rollbackOrderMessage(newer, 'zamówienia'));
    const changes = await changesToRollBack(tx, actor.accountId, run.id);
    let removed = 0;
    let restored = 0;
    let skipped = 0;
    // The version this rollback left an order at, for a run that wrote the same order twice.
    const left = new Map<string, number | null>();
    const versionsLeft: { id: string; version: number }[] = [];
    for (const change of changes) {
      const expected = left.has(change.orderId) ? left.get(change.orderId)! : change.expectedVersion;
      const outcome =
        change.action === 'create'
          ? await removeExternalOrder(tx, actor, change.orderId, expected)
          : change.before
            ? await restoreExternalOrder(tx, actor, change.before as unknown as ExternalBeforeImage, expected)
            : ({ result: 'missing' } as const);
      if (outcome.result === 'removed') removed += 1;
      if (outcome.result === 'restored') {
        restored += 1;
        left.set(change.orderId, outcome.version);
        versionsLeft.push({ id: change.id, version: outcome.version });
      }
      if (outcome.result === 'changed') {
        skipped += 1;
        left.set(change.orderId, 0);
        versionsLeft.push({ id: change.id, version: 0 });
      }
    }
    await markVersionsLeft(tx, versionsLeft);
    const [row] = await tx
      .update(orderImportRuns)
      .set({ status: 'rolledBack', rolledBackAt: new Date(), rollbackSkipped: skipped })
      .where(eq(orderImportRuns.id, run.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: runTarget,
      targetId: run.id,
      targetLabel: run.fileName,
      details: {
        rolledBack: { removed, restored, skipped },
        note: `Cofnięcie importu: usunięto ${removed}, przywrócono ${restored}, pominięto zmienione po imporcie ${skipped}`,
      },
    });
    return row!;
  });
}
