import { and, desc, eq, inArray, lt, sql, isNotNull } from 'drizzle-orm';
import {
  orderExportColumns,
  orderExportHeaders,
  orderExportListLimit,
  orderExportMessages,
  type OrderExport,
  type orderExportBody,
} from '@zaplecze/contract/orders/export';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { orderExports, orders, users } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import { jobAbandoned, type JobDefinition, type JobQueue } from '../../../jobs/queue';
import { exportContentTypes, openExportWriter, type ExportWriter } from '../../../lib/export/writer';
import { isValidKey, type FileStorage } from '../../../lib/storage/index';
import { recordAudit } from '../../audit/service';
import type { Actor } from '../create';
import { matchingScope, scopeCondition } from '../scope';
import { exportChunk } from './rows';

export const orderExportJobName = 'orders.export';
/** Orders read and written per step; progress is recorded after each. */
export const orderExportSettings = { chunkSize: 1000 };
/** Days an export file is kept before the sweep deletes it (as the products export's). */
export const orderExportFileLifetimeDays = 7;

const exportTarget = 'order_export';
/** Export files are kept under `order-exports/<accountId>/<exportId>.<format>`; file_path holds that key. */
export const orderExportKey = (accountId: string, exportId: string, format: string) =>
  `order-exports/${accountId}/${exportId}.${format}`;

type ExportRow = typeof orderExports.$inferSelect;
const underWay = inArray(orderExports.status, ['queued', 'running']);

export async function startOrderExport(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  body: z.output<typeof orderExportBody>,
): Promise<{ exportId: string }> {
  // A bad filter is refused now, with its field, rather than failing the job later.
  await matchingScope(deps.db, actor.accountId, body.filter);
  const exportId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderExports)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        ip: actor.ip,
        format: body.format,
        layout: body.layout,
        matching: body.filter,
      })
      .returning({ id: orderExports.id });
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: exportTarget,
      targetId: row!.id,
      targetLabel: body.format.toUpperCase(),
      details: { format: body.format, layout: body.layout, filter: body.filter },
    });
    return row!.id;
  });
  await deps.jobs.send(orderExportJobName, { jobId: exportId });
  return { exportId };
}

/** The account's exports (only `id`, if given) whose queue job was abandoned are marked failed. */
async function settleAbandoned(deps: { db: Db; jobs: JobQueue }, accountId: string, id?: string) {
  const open = await deps.db
    .select({ id: orderExports.id, createdAt: orderExports.createdAt })
    .from(orderExports)
    .where(and(eq(orderExports.accountId, accountId), underWay, id ? eq(orderExports.id, id) : undefined));
  for (const row of open) {
    if (!(await jobAbandoned(deps.jobs, orderExportJobName, { jobId: row.id }, row.createdAt))) continue;
    await deps.db
      .update(orderExports)
      .set({ status: 'failed', error: orderExportMessages.failed, finishedAt: new Date() })
      .where(and(eq(orderExports.id, row.id), underWay));
  }
}

const toExport = (row: ExportRow & { userName: string | null }): OrderExport => ({
  id: row.id,
  status: row.status,
  format: row.format,
  layout: row.layout,
  processed: row.processed,
  total: row.total,
  fileName: row.fileName,
  error: row.error,
  downloadable: row.status === 'done' && !!row.filePath,
  userName: row.userName,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const selectExports = (db: Db) =>
  db
    .select({
      row: orderExports,
      userName: sql<string | null>`coalesce(nullif(${users.displayName}, ''), ${users.username})`,
    })
    .from(orderExports)
    .leftJoin(users, and(eq(users.id, orderExports.userId), eq(users.accountId, orderExports.accountId)));

/** The account's recent exports, newest first. */
export async function listOrderExports(deps: { db: Db; jobs: JobQueue }, accountId: string) {
  await settleAbandoned(deps, accountId);
  const rows = await selectExports(deps.db)
    .where(eq(orderExports.accountId, accountId))
    .orderBy(desc(orderExports.createdAt), desc(orderExports.id))
    .limit(orderExportListLimit);
  return { data: rows.map(({ row, userName }) => toExport({ ...row, userName })) };
}

async function findExport(db: Db, accountId: string, id: string) {
  const [found] = await selectExports(db).where(
    and(eq(orderExports.accountId, accountId), eq(orderExports.id, id)),
  );
  if (!found) throw notFound(orderExportMessages.jobNotFound);
  return { ...found.row, userName: found.userName };
}

export async function getOrderExport(deps: { db: Db; jobs: JobQueue }, accountId: string, id: string) {
  await settleAbandoned(deps, accountId, id);
  return toExport(await findExport(deps.db, accountId, id));
}

const storedKey = (row: ExportRow) =>
  row.filePath && row.filePath.startsWith(`order-exports/${row.accountId}/`) && isValidKey(row.filePath)
    ? row.filePath
    : null;

export async function openOrderExportFile(db: Db, storage: FileStorage, accountId: string, id: string) {
  const row = await findExport(db, accountId, id);
  if (row.status !== 'done' || !row.fileName)
    throw new AppError('CONFLICT', orderExportMessages.fileNotReady);
  // Opened before answering: a file swept meanwhile is a 409, and once open the sweep cannot cut it short.
  const key = storedKey(row);
  const file = key ? await storage.get(key) : null;
  if (!file) throw new AppError('CONFLICT', orderExportMessages.fileGone);
  return {
    stream: file.stream,
    size: file.size,
    fileName: row.fileName,
    type: exportContentTypes[row.format],
  };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Writes the export file chunk by chunk in order-number order, recording progress after each chunk. */
export async function runOrderExportJob(db: Db, storage: FileStorage, exportId: string): Promise<void> {
  const [job] = await db.select().from(orderExports).where(eq(orderExports.id, exportId));
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const key = orderExportKey(job.accountId, job.id, job.format);
  let writer: ExportWriter | undefined;
  try {
    const scope = await matchingScope(db, job.accountId, job.matching);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(scopeCondition(scope));
    await db
      .update(orderExports)
      .set({ status: 'running', total, processed: 0 })
      .where(eq(orderExports.id, exportId));
    const columns = orderExportColumns[job.layout];
    writer = await openExportWriter(
      job.format,
      storage,
      key,
      columns.map((column) => orderExportHeaders[column]),
      'Zamówienia',
    );
    let afterNo = 0;
    for (;;) {
      const chunk = await exportChunk(db, scope, {
        limit: orderExportSettings.chunkSize,
        afterNo,
        layout: job.layout,
        format: job.format,
      });
      for (const row of chunk.rows) await writer.write(row);
      if (chunk.orders > 0)
        await db
          .update(orderExports)
          .set({ processed: sql`${orderExports.processed} + ${chunk.orders}` })
          .where(eq(orderExports.id, exportId));
      if (chunk.orders < orderExportSettings.chunkSize) break;
      afterNo = chunk.lastNo;
    }
    await writer.close();
    await db
      .update(orderExports)
      .set({
        status: 'done',
        filePath: key,
        fileName: `zamowienia_${today()}.${job.format}`,
        finishedAt: new Date(),
      })
      .where(eq(orderExports.id, exportId));
  } catch (error) {
    await writer?.abort(error instanceof Error ? error : new Error(String(error)));
    await storage.delete(key).catch(() => {});
    await db
      .update(orderExports)
      .set({ status: 'failed', error: orderExportMessages.failed, finishedAt: new Date() })
      .where(eq(orderExports.id, exportId));
    throw error;
  }
}

/** Export files older than the lifetime are deleted; their exports stay listed without a download. */
export async function expireOrderExportFiles(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - orderExportFileLifetimeDays * 24 * 3600 * 1000);
  const old = await db
    .update(orderExports)
    .set({ filePath: null })
    .where(
      and(
        isNotNull(orderExports.filePath),
        lt(sql`coalesce(${orderExports.finishedAt}, ${orderExports.createdAt})`, cutoff),
      ),
    )
    .returning({ id: orderExports.id, accountId: orderExports.accountId, format: orderExports.format });
  for (const row of old) await storage.delete(orderExportKey(row.accountId, row.id, row.format));
  return old.length;
}

export function orderExportJob(
  db: Db,
  storage: FileStorage,
  logger: { error: (object: object, message: string) => void },
): JobDefinition<{ jobId: string }> {
  return {
    name: orderExportJobName,
    retryLimit: 0,
    handle: async ({ jobId }) => {
      try {
        await runOrderExportJob(db, storage, jobId);
      } catch (error) {
        logger.error({ err: error, jobId }, 'order export job failed');
      }
    },
  };
}
