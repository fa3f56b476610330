import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../../lib/storage/index';
import type { Db } from '../../../db/client';
import { productJobs } from '../../../db/schema/index';
import type { JobDefinition } from '../../../jobs/queue';
import { buildProductScope } from '../list/scope';
import { removeDroppedPictures } from '../picture-files';
import { applyBulk } from './apply';
import {
  advanceJob,
  bulkMessage,
  matchingIds,
  productBulkFailed,
  productBulkJobName,
  productBulkSettings,
} from './service';

type JobRow = typeof productJobs.$inferSelect;

async function nextChunk(tx: Db, job: JobRow): Promise<string[]> {
  const size = productBulkSettings.chunkSize;
  if (job.productIds) return job.productIds.filter((id) => !job.lastId || id > job.lastId).slice(0, size);
  // Deleted rows leave the filter and archived ones may stay in it: the walk goes by id past the last chunk.
  const scope = await buildProductScope(tx, job.accountId, job.query ?? {});
  return matchingIds(tx, scope, size, job.lastId);
}

/**
 * Works through a bulk job chunk by chunk, each chunk one transaction that also advances the
 * job's progress; a redelivered job resumes after the last committed chunk.
 */
export async function runProductBulkJob(db: Db, storage: FileStorage, jobId: string): Promise<void> {
  const [initial] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
  if (
    !initial ||
    initial.kind === 'export' ||
    initial.kind === 'autoCategories' ||
    initial.status === 'done' ||
    initial.status === 'failed'
  )
    return;
  await db.update(productJobs).set({ status: 'running' }).where(eq(productJobs.id, jobId));
  const actor = { accountId: initial.accountId, userId: initial.userId, ip: initial.ip };
  const kind = initial.kind;
  try {
    for (;;) {
      const chunk = await db.transaction(async (tx) => {
        const [job] = await tx.select().from(productJobs).where(eq(productJobs.id, jobId)).for('update');
        const ids = await nextChunk(tx, job!);
        if (ids.length === 0) return null;
        const result = await applyBulk(tx, actor, kind, ids);
        await advanceJob(tx, jobId, ids.length, result.done, result.skipped, ids[ids.length - 1]!);
        return result;
      });
      if (!chunk) break;
      await removeDroppedPictures(db, storage, actor.accountId, chunk.pictures);
    }
    const [job] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
    await db
      .update(productJobs)
      .set({
        status: 'done',
        total: Math.max(job!.total, job!.processed),
        message: bulkMessage(kind, job!.done, job!.skipped),
        finishedAt: new Date(),
      })
      .where(eq(productJobs.id, jobId));
  } catch (error) {
    await db
      .update(productJobs)
      .set({
        status: 'failed',
        error: productBulkFailed,
        finishedAt: new Date(),
      })
      .where(eq(productJobs.id, jobId));
    throw error;
  }
}

export function productBulkJob(
  db: Db,
  storage: FileStorage,
  logger: FastifyBaseLogger,
): JobDefinition<{ jobId: string }> {
  return {
    name: productBulkJobName,
    // A failed bulk action is reported to the user, who decides whether to run it again.
    retryLimit: 0,
    handle: async ({ jobId }) => {
      try {
        await runProductBulkJob(db, storage, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'bulk product job failed');
      }
    },
  };
}
