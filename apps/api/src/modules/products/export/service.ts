import { eq, sql } from 'drizzle-orm';
import {
  productExportHeaders,
  productListMessages,
  type ProductExportDescriptions,
  type ProductExportJob,
  type productExportBody,
} from '@zaplecze/contract/products/products-list';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { productJobs } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { JobDefinition, JobQueue } from '../../../jobs/queue';
import { isValidKey, type FileStorage } from '../../../lib/storage/index';
import type { Actor } from '../bulk/apply';
import { findProductJob, insertProductJob, settleAbandonedProductJobs } from '../bulk/service';
import { exactCount } from '../list/repository';
import { buildProductScope } from '../list/scope';
import { exportChunk } from './rows';
import { exportContentTypes, openExportWriter } from '../../../lib/export/writer';

export const productExportJobName = 'products.export';

/** The key of the stored job query that carries the description choice (not a filter). */
const descriptionsKey = 'exportDescriptions';
const descriptionsOf = (query: object | null): ProductExportDescriptions =>
  (query as Record<string, unknown> | null)?.[descriptionsKey] === 'text' ? 'text' : 'html';
export const productExportSettings = { chunkSize: 1000 };

/** Export files are kept under `product-exports/<accountId>/<jobId>.<format>`; the job's file_path holds that key. */
export const exportKey = (accountId: string, jobId: string, format: string) =>
  `product-exports/${accountId}/${jobId}.${format}`;

/**
 * The storage key of a job's file_path. Rows written before the storage interface hold an absolute
 * path under `<dataDir>/files/`, which is the local driver's folder: the part after it is the key.
 */
export function exportKeyOf(filePath: string): string | null {
  const key = filePath.startsWith('/')
    ? filePath.slice(filePath.lastIndexOf('/files/product-exports/') + 7)
    : filePath;
  return key.startsWith('product-exports/') && isValidKey(key) ? key : null;
}

export async function startProductExport(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  body: z.output<typeof productExportBody>,
): Promise<{ jobId: string }> {
  // Bad filters are refused now, with their field, rather than failing the job later.
  await buildProductScope(deps.db, actor.accountId, body.query);
  const jobId = await insertProductJob(deps.db, actor, {
    kind: 'export',
    format: body.format,
    // The job row has no options column: the description choice rides with the stored filters.
    query: { ...body.query, [descriptionsKey]: body.descriptions } as typeof body.query,
  });
  await deps.jobs.send(productExportJobName, { jobId });
  return { jobId };
}

/** What an export says when it failed (also when its queue job was abandoned). */
export const productExportFailed = 'Eksport nie powiódł się. Spróbuj ponownie.';

/** The account's exports (only `id`, if given) whose queue job was abandoned are marked failed. */
export const settleAbandonedExports = (deps: { db: Db; jobs: JobQueue }, accountId: string, id?: string) =>
  settleAbandonedProductJobs(deps, accountId, {
    kinds: ['export'],
    jobName: productExportJobName,
    error: productExportFailed,
    id,
  });

export async function getProductExportJob(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  id: string,
): Promise<ProductExportJob> {
  await settleAbandonedExports(deps, accountId, id);
  const row = await findProductJob(deps.db, accountId, id);
  if (row.kind !== 'export') throw notFound(productListMessages.jobNotFound);
  return {
    id: row.id,
    status: row.status,
    processed: row.processed,
    total: row.total,
    fileName: row.fileName,
    error: row.error,
  };
}

export async function openProductExportFile(db: Db, storage: FileStorage, accountId: string, id: string) {
  const row = await findProductJob(db, accountId, id);
  if (row.kind !== 'export') throw notFound(productListMessages.jobNotFound);
  if (row.status !== 'done' || !row.filePath || !row.fileName)
    throw new AppError('CONFLICT', productListMessages.fileNotReady);
  const type = exportContentTypes[row.format === 'xlsx' ? 'xlsx' : 'csv'];
  // Opened before answering: a file swept or lost meanwhile is a 409, and once open the sweep cannot cut it short.
  const key = exportKeyOf(row.filePath);
  const file = key ? await storage.get(key) : null;
  if (!file) throw new AppError('CONFLICT', productListMessages.fileGone);
  return { stream: file.stream, size: file.size, fileName: row.fileName, type };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Writes the export file chunk by chunk, recording progress after each chunk. */
export async function runProductExportJob(db: Db, storage: FileStorage, jobId: string): Promise<void> {
  const [job] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
  if (!job || job.kind !== 'export' || job.status === 'done' || job.status === 'failed') return;
  const format = job.format ?? 'csv';
  const filePath = exportKey(job.accountId, job.id, format);
  let writer: Awaited<ReturnType<typeof openExportWriter>> | undefined;
  try {
    const { [descriptionsKey]: _descriptions, ...filters } = (job.query ?? {}) as Record<string, unknown>;
    const descriptions = descriptionsOf(job.query);
    const scope = await buildProductScope(db, job.accountId, filters as NonNullable<typeof job.query>);
    const total = await exactCount(db, scope);
    await db
      .update(productJobs)
      .set({ status: 'running', total, processed: 0 })
      .where(eq(productJobs.id, jobId));
    writer = await openExportWriter(format, storage, filePath, productExportHeaders, 'Produkty');
    let lastId: string | null = null;
    for (;;) {
      const chunk = await exportChunk(db, scope, productExportSettings.chunkSize, lastId, descriptions);
      for (const row of chunk.rows) await writer.write(row);
      if (chunk.rows.length > 0)
        await db
          .update(productJobs)
          .set({ processed: sql`${productJobs.processed} + ${chunk.rows.length}` })
          .where(eq(productJobs.id, jobId));
      if (chunk.rows.length < productExportSettings.chunkSize) break;
      lastId = chunk.lastId;
    }
    await writer.close();
    await db
      .update(productJobs)
      .set({ status: 'done', filePath, fileName: `produkty_${today()}.${format}`, finishedAt: new Date() })
      .where(eq(productJobs.id, jobId));
  } catch (error) {
    await writer?.abort(error instanceof Error ? error : new Error(String(error)));
    await storage.delete(filePath).catch(() => {});
    await db
      .update(productJobs)
      .set({ status: 'failed', error: productExportFailed, finishedAt: new Date() })
      .where(eq(productJobs.id, jobId));
    throw error;
  }
}

export function productExportJob(
  db: Db,
  storage: FileStorage,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ jobId: string }> {
  return {
    name: productExportJobName,
    retryLimit: 0,
    handle: async ({ jobId }) => {
      try {
        await runProductExportJob(db, storage, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'product export job failed');
      }
    },
  };
}
