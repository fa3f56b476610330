import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderImportMessages } from '@zaplecze/contract/orders/order-import';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderImportChanges, orderImportRuns } from '../../db/schema/index';
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

/**
 * Rolls a finished run back, newest change first, in one transaction: orders it created are
 * deleted (their stock given back), orders it updated get their before-image back (lines,
 * payments, status, addresses). Refused (409, naming them) while newer runs that changed the same
 * orders stand, or while another import of the account is queued or running (`lockOrderImports`).
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
    const changes = await tx
      .select()
      .from(orderImportChanges)
      .where(and(eq(orderImportChanges.runId, run.id), eq(orderImportChanges.accountId, actor.accountId)))
      .orderBy(desc(orderImportChanges.createdAt), desc(orderImportChanges.id));
    let removed = 0;
    let restored = 0;
    for (const change of changes) {
      if (change.action === 'create')
        removed += (await removeExternalOrder(tx, actor, change.orderId)) ? 1 : 0;
      else if (change.before)
        restored += (await restoreExternalOrder(tx, actor, change.before as unknown as ExternalBeforeImage))
          ? 1
          : 0;
    }
    const [row] = await tx
      .update(orderImportRuns)
      .set({ status: 'rolledBack', rolledBackAt: new Date() })
      .where(eq(orderImportRuns.id, run.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: runTarget,
      targetId: run.id,
      targetLabel: `Import zamówień: ${run.fileName}`,
      details: { rolledBack: { removed, restored } },
    });
    return row!;
  });
}
