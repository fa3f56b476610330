import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../jobs/queue';
import type { FileStorage } from '../../../lib/storage/index';
import { exportKeyOf, settleAbandonedExports } from './service';

/** Log statuses of spec 002 §3 ('Import/export log entry'), as an export job maps onto them. */
type LogStatus = 'Success' | 'PartialSuccess' | 'Error' | 'InProgress';

/** A product export as the import/export log shows it (002 §2.4). */
export interface ExportLogEntry {
  id: string;
  createdAt: Date;
  status: LogStatus;
  message: string;
  fileName: string;
  processed: number;
  total: number;
  userName: string | null;
  /** The file can still be downloaded; an expired one was swept (see expireExportFiles). */
  downloadable: boolean;
  expired: boolean;
}

export const exportFileLifetimeDays = 7;

const statusOf = sql`case when j.status in ('queued', 'running') then 'InProgress' when j.status = 'done' then 'Success' else 'Error' end`;

/**
 * The account's export jobs, newest first, the first `take` of them (the log merges them with the
 * imports). Exports whose queue job was abandoned are marked failed first, so they show as Error.
 */
export async function exportLogEntries(
  deps: { db: Db; jobs: JobQueue },
  accountId: string,
  query: { status?: LogStatus; take: number },
) {
  const { db } = deps;
  await settleAbandonedExports(deps, accountId);
  const where = sql`j.account_id = ${accountId} and j.kind = 'export' ${query.status ? sql`and ${statusOf} = ${query.status}` : sql``}`;
  const result = await db.execute(sql`
    select j.id::text as id, j.created_at as "createdAt", ${statusOf} as status, j.status as "jobStatus", j.file_name as "fileName",
      j.file_path as "filePath", j.format, j.processed, j.total, j.error, coalesce(nullif(u.display_name, ''), u.username) as "userName"
    from product_jobs j left join users u on u.id = j.user_id and u.account_id = j.account_id
    where ${where} order by j.created_at desc, j.id desc limit ${query.take}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const counted = await db.execute(sql`select count(*)::int as count from product_jobs j where ${where}`);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  const items = rows.map((row): ExportLogEntry => {
    const expired = row.jobStatus === 'done' && !row.filePath;
    const format = String(row.format ?? 'csv').toUpperCase();
    return {
      id: row.id as string,
      createdAt: new Date(row.createdAt as string),
      status: row.status as LogStatus,
      message:
        row.jobStatus === 'done'
          ? `Wyeksportowano ${row.processed as number} z ${row.total as number} produktów (${format})${expired ? ' — plik wygasł' : ''}`
          : row.jobStatus === 'failed'
            ? ((row.error as string | null) ?? 'Eksport nie powiódł się')
            : `Eksport w toku: ${row.processed as number} z ${row.total as number}`,
      fileName: (row.fileName as string | null) ?? `produkty.${String(row.format ?? 'csv')}`,
      processed: row.processed as number,
      total: row.total as number,
      userName: (row.userName as string | null) ?? null,
      downloadable: row.jobStatus === 'done' && !!row.filePath,
      expired,
    };
  });
  return { items, count };
}

/**
 * Export files older than the lifetime are deleted and their jobs marked expired (file_path null):
 * the log then says 'plik wygasł' instead of offering the download.
 */
export async function expireExportFiles(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - exportFileLifetimeDays * 24 * 3600 * 1000);
  const result = await db.execute(sql`
    with old as (
      select id, file_path from product_jobs
      where kind = 'export' and file_path is not null and coalesce(finished_at, created_at) < ${cutoff.toISOString()}::timestamptz
      for update skip locked)
    update product_jobs j set file_path = null from old where j.id = old.id
    returning old.file_path as "oldPath"`);
  const paths = (result as unknown as { rows: { oldPath: string }[] }).rows.map((row) => row.oldPath);
  for (const filePath of paths) {
    const key = exportKeyOf(filePath);
    if (key) await storage.delete(key);
  }
  return paths.length;
}
