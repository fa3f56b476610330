import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import type { JobDefinition } from '../../../jobs/queue';
import { expireExportFiles } from '../../products/service';
import { expireOrderExportFiles } from '../../orders/service';
import { rowsOf } from '../../../db/rows';
import { importKeyPrefix, removeRunFile, scratchPath, type ImportFiles } from './import-files';

/**
 * Files of an import live as long as a step still reads them: the upload or fetched file is read by
 * the preview, the dry run and the final import, and removed when the run ends (the rollback reads
 * import_changes, never the file). A task left in the wizard longer than uploadLifetimeHours is
 * abandoned: its file is removed and the task closed. Stored files no running step uses are removed
 * when their run has ended (closed as abandoned, say) or, referred to by no run, once older than the
 * lifetime; this instance's scratch copies and spills no running step uses, once older than the lifetime.
 */
export const uploadLifetimeHours = 24;
const activeStages = ['mapping', 'confirmed', 'queued', 'running'];

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** One sweep: abandoned wizard tasks closed, stale upload files deleted, expired export files deleted. */
export async function sweepImportFiles(db: Db, files: ImportFiles, now = new Date()) {
  const cutoff = new Date(now.getTime() - uploadLifetimeHours * 3600 * 1000);
  const abandoned = await rowsOf<{ filePath: string }>(
    db,
    sql`update import_runs set stage = 'failed', message = ${importMessages.uploadExpired}
        where stage in ('mapping', 'confirmed') and created_at < ${cutoff.toISOString()}::timestamptz
        returning file_path as "filePath"`,
  );
  for (const { filePath } of abandoned) await removeRunFile(files, filePath);
  const active = (
    await rowsOf<{ filePath: string }>(
      db,
      sql`select file_path as "filePath" from import_runs where stage = any(${sql.param(activeStages)}::text[])`,
    )
  ).map((row) => row.filePath);
  const activeKeys = new Set(active);
  let uploads = abandoned.length;
  const stored: { key: string; modifiedAt: Date }[] = [];
  for await (const file of files.storage.list(importKeyPrefix))
    if (!activeKeys.has(file.key)) stored.push(file);
  const ended = new Set(
    stored.length === 0
      ? []
      : (
          await rowsOf<{ filePath: string }>(
            db,
            // Ended now, not merely absent from `active`: a task registered since then is in use.
            sql`select file_path as "filePath" from import_runs
                where file_path = any(${sql.param(stored.map((file) => file.key))}::text[])
                  and stage <> all(${sql.param(activeStages)}::text[])`,
          )
        ).map((row) => row.filePath),
  );
  for (const file of stored)
    if (ended.has(file.key) || file.modifiedAt < cutoff) {
      await removeRunFile(files, file.key);
      uploads += 1;
    }
  const inUse = new Set(active.map((filePath) => path.resolve(scratchPath(files, filePath))));
  for (const file of await filesUnder(path.join(files.config.dataDir, 'imports'))) {
    if (inUse.has(path.resolve(file))) continue;
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < cutoff) {
      await removeRunFile(files, file);
      uploads += 1;
    }
  }
  const exports =
    (await expireExportFiles(db, files.storage, now)) +
    (await expireOrderExportFiles(db, files.storage, now));
  return { uploads, exports };
}

export function importFilesSweepJob(
  db: Db,
  files: ImportFiles,
  logger: FastifyBaseLogger,
): JobDefinition<object> {
  return {
    name: 'product-import.files-sweep',
    cron: '17 * * * *',
    retryLimit: 1,
    handle: async () => {
      const removed = await sweepImportFiles(db, files);
      if (removed.uploads + removed.exports > 0) logger.info(removed, 'import and export files swept');
    },
  };
}
