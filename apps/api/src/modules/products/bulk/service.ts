import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  productBulkSyncLimit,
  productListMessages,
  type ProductBulkJob,
  type productBulkBody,
} from '@zaplecze/contract/products/products-list';
import type { z } from 'zod';
import type { FileStorage } from '../../../lib/storage/index';
import type { Db } from '../../../db/client';
import { productJobs, products } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import { jobAbandoned, type JobQueue } from '../../../jobs/queue';
import { buildProductScope, type ProductScope } from '../list/scope';
import { exactCount } from '../list/repository';
import { removeDroppedPictures } from '../picture-files';
import { applyBulk, type Actor } from './apply';

export const productBulkJobName = 'products.bulk';

/** Above `syncLimit` ids (or for any filter) a bulk action is a job; tests lower the chunk size. */
export const productBulkSettings = { syncLimit: productBulkSyncLimit, chunkSize: 500 };

type BulkBody = z.output<typeof productBulkBody>;

export const bulkMessage = (kind: 'archive' | 'delete', done: number, skipped: number) =>
  kind === 'archive' ? productListMessages.archived(done) : productListMessages.deleted(done, skipped);

/** Ids in the scope after `afterId`, in id order: the keyset walk of a job over a filter. */
export async function matchingIds(db: Db, scope: ProductScope, limit: number, afterId?: string | null) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(scope.where, afterId ? gt(products.id, afterId) : undefined))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function runProductBulk(
  deps: { db: Db; jobs: JobQueue; storage: FileStorage },
  actor: Actor,
  body: BulkBody,
): Promise<
  { state: 'done'; done: number; skipped: number; message: string } | { state: 'queued'; jobId: string }
> {
  const { db } = deps;
  const ids = body.ids ? [...new Set(body.ids.map((id) => id.toLowerCase()))].sort() : undefined;
  if (ids && ids.length <= productBulkSettings.syncLimit) {
    const result = await db.transaction((tx) => applyBulk(tx, actor, body.action, ids));
    await removeDroppedPictures(db, deps.storage, actor.accountId, result.pictures);
    const { done, skipped } = result;
    return { state: 'done', done, skipped, message: bulkMessage(body.action, done, skipped) };
  }
  const total = ids
    ? ids.length
    : await exactCount(db, await buildProductScope(db, actor.accountId, body.query!));
  const jobId = await insertProductJob(db, actor, {
    kind: body.action,
    productIds: ids ?? null,
    query: ids ? null : body.query!,
    total,
  });
  await deps.jobs.send(productBulkJobName, { jobId });
  return { state: 'queued', jobId };
}

/** Records a job of the actor's account, with who started it and from where; returns its id. */
export async function insertProductJob(
  db: Db,
  actor: Actor,
  job: Omit<typeof productJobs.$inferInsert, 'accountId' | 'userId' | 'ip'>,
): Promise<string> {
  const [row] = await db
    .insert(productJobs)
    .values({ accountId: actor.accountId, userId: actor.userId, ip: actor.ip ?? null, ...job })
    .returning({ id: productJobs.id });
  return row!.id;
}

/** A job of the account, or 404 (another account's job does not exist for it). */
export async function findProductJob(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(productJobs)
    .where(and(eq(productJobs.accountId, accountId), eq(productJobs.id, id)));
  if (!row) throw notFound(productListMessages.jobNotFound);
  return row;
}

type JobKind = (typeof productJobs.$inferSelect)['kind'];

/** What a bulk job abandoned by its queue job says (the job's own failure text). */
export const productBulkFailed = 'Operacja nie powiodła się. Spróbuj ponownie.';

const underWay = inArray(productJobs.status, ['queued', 'running']);

/**
 * The account's jobs of `kinds` (only `id`, if given) still 'queued' or 'running' whose queue job
 * `jobName` was abandoned (see `jobAbandoned`) are marked failed with `error`: no worker will ever
 * finish them, and their card would spin forever. Done whenever such jobs are read or started.
 */
export async function settleAbandonedProductJobs(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  job: { kinds: JobKind[]; jobName: string; error: string; id?: string },
): Promise<void> {
  const open = await deps.db
    .select({ id: productJobs.id, createdAt: productJobs.createdAt })
    .from(productJobs)
    .where(
      and(
        eq(productJobs.accountId, accountId),
        inArray(productJobs.kind, job.kinds),
        underWay,
        job.id ? eq(productJobs.id, job.id) : undefined,
      ),
    );
  for (const row of open) {
    if (!(await jobAbandoned(deps.jobs, job.jobName, { jobId: row.id }, row.createdAt))) continue;
    await deps.db
      .update(productJobs)
      .set({ status: 'failed', error: job.error, finishedAt: new Date() })
      .where(and(eq(productJobs.id, row.id), underWay));
  }
}

export async function getProductBulkJob(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  id: string,
): Promise<ProductBulkJob> {
  await settleAbandonedProductJobs(deps, accountId, {
    kinds: ['archive', 'delete'],
    jobName: productBulkJobName,
    error: productBulkFailed,
    id,
  });
  const row = await findProductJob(deps.db, accountId, id);
  if (row.kind === 'export' || row.kind === 'autoCategories') throw notFound(productListMessages.jobNotFound);
  return {
    id: row.id,
    status: row.status,
    processed: row.processed,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    message: row.message,
    error: row.error,
  };
}

export const advanceJob = (
  tx: Db,
  id: string,
  processed: number,
  done: number,
  skipped: number,
  lastId: string,
) =>
  tx
    .update(productJobs)
    .set({
      processed: sql`${productJobs.processed} + ${processed}`,
      done: sql`${productJobs.done} + ${done}`,
      skipped: sql`${productJobs.skipped} + ${skipped}`,
      lastId,
    })
    .where(eq(productJobs.id, id));
