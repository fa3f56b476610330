import { eq, sql } from 'drizzle-orm';
import { autoCategoryRunMessages as messages } from '@zaplecze/contract/auto-categories/auto-categories';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { productJobs, products } from '../../../db/schema/index';
import type { JobDefinition } from '../../../jobs/queue';
import { recordAudit } from '../../audit/service';
import { rowsOf } from '../../../db/rows';
import { applyAutoCategoriesTo } from './apply';
import { autoCategoryRunJobName, autoCategoryRunSettings, runCandidates } from './run';

type JobRow = typeof productJobs.$inferSelect;

/** The next keyset batch of candidates after the job's last id: how many and the last id. */
async function nextBatch(tx: Db, job: JobRow): Promise<{ size: number; lastId: string | null }> {
  const [row] = await rowsOf<{ size: number; lastId: string | null }>(
    tx,
    sql`select count(*)::int as "size", max(id::text) as "lastId" from (
          select ${products.id} as id from ${products}
            where ${runCandidates(job.accountId, job.overwrite)}
              ${job.lastId ? sql`and ${products.id} > ${job.lastId}` : sql``}
            order by ${products.id} limit ${autoCategoryRunSettings.batchSize}) batch`,
  );
  return row ?? { size: 0, lastId: null };
}

async function finish(db: Db, job: JobRow): Promise<void> {
  const message = messages.assigned(job.done);
  await db.transaction(async (tx) => {
    await tx
      .update(productJobs)
      .set({ status: 'done', total: Math.max(job.total, job.processed), message, finishedAt: new Date() })
      .where(eq(productJobs.id, job.id));
    // One entry for the run with its counts, not one per product: a run may touch a million rows.
    await recordAudit(tx, {
      accountId: job.accountId,
      userId: job.userId,
      ip: job.ip,
      action: 'edit',
      targetType: 'auto_category_run',
      targetId: job.id,
      details: { note: job.overwrite ? `${message} (${messages.overwriteNote})` : message },
    });
  });
}

/**
 * Works through the catalogue batch by batch, each batch one transaction that also advances the
 * job's progress, so a million products never sit in one transaction and a redelivered job
 * resumes after the last committed batch. Products categorised during the walk leave the
 * candidates behind the cursor, so the keyset stays stable.
 */
export async function runAutoCategoryJob(db: Db, jobId: string): Promise<void> {
  const [initial] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
  if (
    !initial ||
    initial.kind !== 'autoCategories' ||
    initial.status === 'done' ||
    initial.status === 'failed'
  )
    return;
  await db.update(productJobs).set({ status: 'running' }).where(eq(productJobs.id, jobId));
  try {
    for (;;) {
      const finished = await db.transaction(async (tx) => {
        const [job] = await tx.select().from(productJobs).where(eq(productJobs.id, jobId)).for('update');
        const batch = await nextBatch(tx, job!);
        if (batch.size === 0 || !batch.lastId) return true;
        const assigned = await applyAutoCategoriesTo(
          tx,
          job!.accountId,
          { afterId: job!.lastId, throughId: batch.lastId },
          { overwrite: job!.overwrite, editedBy: job!.userId },
        );
        await tx
          .update(productJobs)
          .set({
            processed: sql`${productJobs.processed} + ${batch.size}`,
            done: sql`${productJobs.done} + ${assigned}`,
            lastId: batch.lastId,
          })
          .where(eq(productJobs.id, jobId));
        return false;
      });
      if (finished) break;
    }
    const [job] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
    await finish(db, job!);
  } catch (error) {
    await db
      .update(productJobs)
      .set({ status: 'failed', error: messages.failed, finishedAt: new Date() })
      .where(eq(productJobs.id, jobId));
    throw error;
  }
}

export function autoCategoryRunJob(db: Db, logger: FastifyBaseLogger): JobDefinition<{ jobId: string }> {
  return {
    name: autoCategoryRunJobName,
    // A failure is reported on the job and the user runs it again; a worker that died mid-run is
    // redelivered by the queue and resumes after the last committed batch.
    handle: async ({ jobId }) => {
      try {
        await runAutoCategoryJob(db, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'automatic categories run failed');
      }
    },
  };
}
