import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import type { JobDefinition } from '../../../jobs/queue';
import type { FileStorage } from '../../../lib/storage/index';
import { expireExportFiles } from '../../products/service';
import { rowsOf } from '../../../db/rows';

/**
 * Files of an import live as long as a step still reads them: the upload or fetched file is read by
 * the preview, the dry run and the final import, and removed when the run ends (the rollback reads
 * import_changes, never the file). A task left in the wizard longer than uploadLifetimeHours is
 * abandoned: its file is removed and the task closed; files no run refers to are removed too.
 */
export const uploadLifetimeHours = 24;
const activeStages = ['mapping', 'confirmed', 'queued', 'running'];

export async function removeRunFile(filePath: string): Promise<void> {
  await unlink(filePath).catch(() => {});
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** One sweep: abandoned wizard tasks closed, stale upload files deleted, expired export files deleted. */
export async function sweepImportFiles(db: Db, dataDir: string, storage: FileStorage, now = new Date()) {
  const cutoff = new Date(now.getTime() - uploadLifetimeHours * 3600 * 1000);
  const abandoned = await rowsOf<{ filePath: string }>(
    db,
    sql`update import_runs set stage = 'failed', message = ${importMessages.uploadExpired}
        where stage in ('mapping', 'confirmed') and created_at < ${cutoff.toISOString()}::timestamptz
        returning file_path as "filePath"`,
  );
  for (const { filePath } of abandoned) await removeRunFile(filePath);
  const inUse = new Set(
    (
      await rowsOf<{ filePath: string }>(
        db,
        sql`select file_path as "filePath" from import_runs where stage = any(${sql.param(activeStages)}::text[])`,
      )
    ).map((row) => path.resolve(row.filePath)),
  );
  let uploads = abandoned.length;
  for (const file of await filesUnder(path.join(dataDir, 'imports'))) {
    if (inUse.has(path.resolve(file))) continue;
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < cutoff) {
      await removeRunFile(file);
      uploads += 1;
    }
  }
  const exports = await expireExportFiles(db, storage, now);
  return { uploads, exports };
}

export function importFilesSweepJob(
  db: Db,
  dataDir: string,
  storage: FileStorage,
  logger: FastifyBaseLogger,
): JobDefinition<object> {
  return {
    name: 'product-import.files-sweep',
    cron: '17 * * * *',
    retryLimit: 1,
    handle: async () => {
      const removed = await sweepImportFiles(db, dataDir, storage);
      if (removed.uploads + removed.exports > 0) logger.info(removed, 'import and export files swept');
    },
  };
}
