import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  bulkMessages,
  bulkSyncLimit,
  type BulkDone,
  type BulkJob,
  type BulkQueued,
  type orderMatching,
} from '@zaplecze/contract/orders/orders-bulk';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { orderBulkJobs, orders } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import { jobAbandoned, type JobQueue } from '../../../jobs/queue';
import { bulkEditMessages } from '@zaplecze/contract/orders/orders-bulk-edit';
import { applyBulkChange, type BulkChange } from './apply';
import { checkBulkEdit } from './edit';
import { unknownStatus, type Actor } from '../create';
import { matchingScope, scopeCondition, statusCatalog, type OrderScope } from '../scope';
import { summarize } from '../summary/service';

export const bulkJobName = 'orders.bulk';

/** Above `syncLimit` orders a bulk action becomes a job; tests lower it to reach the job path. */
export const bulkSettings = { syncLimit: bulkSyncLimit, chunkSize: 500 };

export interface BulkTarget {
  orderIds?: string[] | undefined;
  filter?: z.output<typeof orderMatching> | undefined;
}

export function resultMessage(action: BulkChange['action'], changed: number, skipped = 0): string {
  if (action === 'edit') return bulkEditMessages.edited(changed, skipped);
  if (action === 'status') return bulkMessages.statusChanged(changed);
  if (action === 'archive') return bulkMessages.archived(changed);
  if (action === 'restore') return bulkMessages.restored(changed);
  return bulkMessages.deleted(changed);
}

/** Ids in the scope after `afterId`, in id order: the keyset walk of a job over a filter. */
export async function matchingIds(
  db: Db,
  scope: OrderScope,
  limit: number,
  afterId?: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(scopeCondition(scope), afterId ? gt(orders.id, afterId) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Runs a bulk action: up to `syncLimit` orders in this request's one transaction, more as a job
 * that changes them in chunks and reports progress.
 */
export async function runBulkAction(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  change: BulkChange,
  target: BulkTarget,
): Promise<BulkDone | BulkQueued> {
  const { db } = deps;
  if (change.action === 'status') {
    const { statuses } = await statusCatalog(db, actor.accountId);
    if (!statuses.some((status) => status.id === change.statusId)) throw unknownStatus();
  }
  if (change.action === 'edit') await checkBulkEdit(db, actor.accountId, change.changes!);
  const ids = target.orderIds ? [...new Set(target.orderIds.map((id) => id.toLowerCase()))] : undefined;
  const scope = target.filter ? await matchingScope(db, actor.accountId, target.filter) : undefined;
  const total = ids ? ids.length : (await summarize(db, scope!, { pending: [], completed: [] })).count;

  if (total > bulkSettings.syncLimit) {
    const [job] = await db
      .insert(orderBulkJobs)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        ip: actor.ip,
        action: change.action,
        statusId: change.statusId ?? null,
        comment: change.comment ?? null,
        changes: change.changes ?? null,
        orderIds: ids ? ids.sort() : null,
        matching: target.filter ?? null,
        total,
      })
      .returning({ id: orderBulkJobs.id });
    await deps.jobs.send(bulkJobName, { jobId: job!.id });
    return { state: 'queued', jobId: job!.id, total };
  }
  const outcome = await db.transaction(async (tx) => {
    const targetIds = ids ?? (await matchingIds(tx, scope!, bulkSettings.syncLimit * 2));
    return applyBulkChange(tx, actor, change, targetIds);
  });
  const { changed, skipped, skips } = outcome;
  const message = resultMessage(change.action, changed, skipped);
  const result = { state: 'completed' as const, total, changed, message };
  return change.action === 'edit' ? { ...result, skipped, skips } : result;
}

/** What a failed bulk job says: a status change has its own text, the other actions the job's. */
export const bulkJobFailed = (action: BulkChange['action']) =>
  action === 'status' ? bulkMessages.failed : bulkMessages.jobFailed;

/**
 * A bulk job of the account still 'queued' or 'running' whose queue job was abandoned (see
 * `jobAbandoned`) is marked failed, as the job itself does on an error: nothing will finish it.
 */
async function settleAbandonedBulkJob(deps: { db: Db; jobs: JobQueue }, accountId: string, id: string) {
  const underWay = inArray(orderBulkJobs.state, ['queued', 'running']);
  const [row] = await deps.db
    .select({ id: orderBulkJobs.id, action: orderBulkJobs.action, createdAt: orderBulkJobs.createdAt })
    .from(orderBulkJobs)
    .where(and(eq(orderBulkJobs.accountId, accountId), eq(orderBulkJobs.id, id), underWay));
  if (!row || !(await jobAbandoned(deps.jobs, bulkJobName, { jobId: row.id }, row.createdAt))) return;
  await deps.db
    .update(orderBulkJobs)
    .set({ state: 'failed', message: bulkJobFailed(row.action), finishedAt: new Date() })
    .where(and(eq(orderBulkJobs.id, row.id), underWay));
}

export async function getBulkJob(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  id: string,
): Promise<BulkJob> {
  await settleAbandonedBulkJob(deps, accountId, id);
  const [row] = await deps.db
    .select()
    .from(orderBulkJobs)
    .where(and(eq(orderBulkJobs.accountId, accountId), eq(orderBulkJobs.id, id)));
  if (!row) throw notFound(bulkMessages.jobNotFound);
  return {
    id: row.id,
    action: row.action,
    state: row.state,
    total: row.total,
    processed: row.processed,
    changed: row.changed,
    skipped: row.skipped,
    skips: row.skips,
    message: row.message,
    created: row.createdAt.toISOString(),
    finished: row.finishedAt?.toISOString() ?? null,
  };
}
