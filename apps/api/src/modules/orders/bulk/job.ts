import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bulkSkipsKept } from '@zaplecze/contract/orders/orders-bulk';
import type { Db } from '../../../db/client';
import { orderBulkJobs } from '../../../db/schema/index';
import type { JobDefinition } from '../../../jobs/queue';
import { applyBulkChange } from './apply';
import { bulkJobFailed, bulkJobName, bulkSettings, matchingIds, resultMessage } from './service';
import { matchingScope } from '../scope';

type JobRow = typeof orderBulkJobs.$inferSelect;

async function nextChunk(tx: Db, job: JobRow): Promise<string[]> {
  if (job.orderIds) {
    return job.orderIds.filter((id) => !job.lastId || id > job.lastId).slice(0, bulkSettings.chunkSize);
  }
  const scope = await matchingScope(tx, job.accountId, job.matching!);
  return matchingIds(tx, scope, bulkSettings.chunkSize, job.lastId);
}

/**
 * Works through a bulk job chunk by chunk, each chunk one transaction that also advances the
 * job's progress; a redelivered job resumes after the last committed chunk.
 */
export async function runBulkJob(db: Db, jobId: string): Promise<void> {
  const [initial] = await db.select().from(orderBulkJobs).where(eq(orderBulkJobs.id, jobId));
  if (!initial || initial.state === 'completed' || initial.state === 'failed') return;
  await db.update(orderBulkJobs).set({ state: 'running' }).where(eq(orderBulkJobs.id, jobId));
  const actor = { accountId: initial.accountId, userId: initial.userId, ip: initial.ip };
  const change = {
    action: initial.action,
    statusId: initial.statusId,
    comment: initial.comment,
    changes: initial.changes,
  };
  try {
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const [job] = await tx.select().from(orderBulkJobs).where(eq(orderBulkJobs.id, jobId)).for('update');
        const ids = await nextChunk(tx, job!);
        if (ids.length === 0) return true;
        const outcome = await applyBulkChange(tx, actor, change, ids);
        await tx
          .update(orderBulkJobs)
          .set({
            processed: sql`${orderBulkJobs.processed} + ${ids.length}`,
            changed: sql`${orderBulkJobs.changed} + ${outcome.changed}`,
            skipped: sql`${orderBulkJobs.skipped} + ${outcome.skipped}`,
            skips: [...job!.skips, ...outcome.skips].slice(0, bulkSkipsKept),
            lastId: ids[ids.length - 1]!,
          })
          .where(eq(orderBulkJobs.id, jobId));
        return false;
      });
      if (done) break;
    }
    const [finished] = await db.select().from(orderBulkJobs).where(eq(orderBulkJobs.id, jobId));
    await db
      .update(orderBulkJobs)
      .set({
        state: 'completed',
        total: Math.max(finished!.total, finished!.processed),
        message: resultMessage(initial.action, finished!.changed, finished!.skipped),
        finishedAt: new Date(),
      })
      .where(eq(orderBulkJobs.id, jobId));
  } catch (error) {
    await db
      .update(orderBulkJobs)
      .set({
        state: 'failed',
        message: bulkJobFailed(initial.action),
        finishedAt: new Date(),
      })
      .where(eq(orderBulkJobs.id, jobId));
    throw error;
  }
}

export function orderBulkJob(db: Db, logger: FastifyBaseLogger): JobDefinition<{ jobId: string }> {
  return {
    name: bulkJobName,
    // A failed bulk action is reported to the user, who decides whether to run it again.
    retryLimit: 0,
    handle: async ({ jobId }) => {
      try {
        await runBulkJob(db, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'bulk order job failed');
      }
    },
  };
}
