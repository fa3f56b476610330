import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
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
import type { Actor } from '../bulk/apply';
import { findProductJob, insertProductJob, settleAbandonedProductJobs } from '../bulk/service';
import { exactCount } from '../list/repository';
import { buildProductScope } from '../list/scope';
import { exportChunk } from './rows';
import { openExportWriter } from './writer';

export const productExportJobName = 'products.export';

/** The key of the stored job query that carries the description choice (not a filter). */
const descriptionsKey = 'exportDescriptions';
const descriptionsOf = (query: object | null): ProductExportDescriptions =>
  (query as Record<string, unknown> | null)?.[descriptionsKey] === 'text' ? 'text' : 'html';
export const productExportSettings = { chunkSize: 1000 };

export const exportDir = (dataDir: string, accountId: string) =>
  path.join(dataDir, 'files', 'product-exports', accountId);

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

export async function openProductExportFile(db: Db, accountId: string, id: string) {
  const row = await findProductJob(db, accountId, id);
  if (row.kind !== 'export') throw notFound(productListMessages.jobNotFound);
  if (row.status !== 'done' || !row.filePath || !row.fileName)
    throw new AppError('CONFLICT', productListMessages.fileNotReady);
  const type =
    row.format === 'xlsx'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv; charset=utf-8';
  // Opened before answering: a file swept or lost meanwhile is a 409, and once open the sweep cannot cut it short.
  const file = await open(row.filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new AppError('CONFLICT', productListMessages.fileGone);
    throw error;
  });
  return { stream: file.createReadStream(), fileName: row.fileName, type };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Writes the export file chunk by chunk, recording progress after each chunk. */
export async function runProductExportJob(db: Db, dataDir: string, jobId: string): Promise<void> {
  const [job] = await db.select().from(productJobs).where(eq(productJobs.id, jobId));
  if (!job || job.kind !== 'export' || job.status === 'done' || job.status === 'failed') return;
  const format = job.format ?? 'csv';
  const dir = exportDir(dataDir, job.accountId);
  const filePath = path.join(dir, `${job.id}.${format}`);
  try {
    const { [descriptionsKey]: _descriptions, ...filters } = (job.query ?? {}) as Record<string, unknown>;
    const descriptions = descriptionsOf(job.query);
    const scope = await buildProductScope(db, job.accountId, filters as NonNullable<typeof job.query>);
    const total = await exactCount(db, scope);
    await db
      .update(productJobs)
      .set({ status: 'running', total, processed: 0 })
      .where(eq(productJobs.id, jobId));
    await mkdir(dir, { recursive: true });
    const writer = await openExportWriter(format, filePath, productExportHeaders);
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
    await rm(filePath, { force: true });
    await db
      .update(productJobs)
      .set({ status: 'failed', error: productExportFailed, finishedAt: new Date() })
      .where(eq(productJobs.id, jobId));
    throw error;
  }
}

export function productExportJob(
  db: Db,
  dataDir: string,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ jobId: string }> {
  return {
    name: productExportJobName,
    retryLimit: 0,
    handle: async ({ jobId }) => {
      try {
        await runProductExportJob(db, dataDir, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'product export job failed');
      }
    },
  };
}
