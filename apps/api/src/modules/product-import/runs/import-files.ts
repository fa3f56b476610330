import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ImportFormat } from '@zaplecze/contract/product-import/product-import';
import { contentTypeOfKey, type FileStorage } from '../../../lib/storage/index';
import { SourceError } from '../../../lib/import-sources/limits';
import { spillPath } from './spill';

/**
 * An import's file is kept in FileStorage under `imports/<accountId>/<uuid>.<ext>` (import_runs.file_path
 * holds the key), so any instance can run any step of the wizard. The parsers read local files
 * (random access, several passes), so each instance reads through a scratch copy at
 * `<DATA_DIR>/imports/scratch/<accountId>/<uuid>.<ext>`: the instance that received the upload wrote it
 * there, another one downloads it on first use (`localImportFile`). Rows from before hold an absolute
 * path of the receiving instance: read as they are, never downloaded.
 */
export interface ImportFiles {
  storage: FileStorage;
  config: { dataDir: string };
}

export const importKeyPrefix = 'imports/';

/** The stored file of a task is gone (swept, or removed by hand): the step fails saying so. */
export const importFileGone = 'plik importu wygasł lub został usunięty — prześlij go ponownie';

export const newImportKey = (accountId: string, format: ImportFormat) =>
  `${importKeyPrefix}${accountId}/${randomUUID()}.${format.toLowerCase()}`;

const isKey = (filePath: string) => filePath.startsWith(importKeyPrefix);

/** This instance's scratch copy of a stored import file (or the old absolute path as it is). */
export function scratchPath(files: ImportFiles, filePath: string): string {
  if (!isKey(filePath)) return filePath;
  return path.join(
    files.config.dataDir,
    'imports',
    'scratch',
    ...filePath.slice(importKeyPrefix.length).split('/'),
  );
}

/** The scratch path for a new file, its folder created. */
export async function newScratchFile(files: ImportFiles, key: string): Promise<string> {
  const local = scratchPath(files, key);
  await mkdir(path.dirname(local), { recursive: true });
  return local;
}

/** Keeps the scratch copy of a new import file in storage under its key (streamed). */
export async function storeImportFile(files: ImportFiles, key: string): Promise<void> {
  const local = scratchPath(files, key);
  const { size } = await stat(local);
  await files.storage.put(key, createReadStream(local), { contentType: contentTypeOfKey(key), size });
}

/**
 * The local path a step reads the run's file from: this instance's scratch copy when it has one,
 * otherwise the stored file downloaded into it first (under a temporary name, renamed once whole, so
 * two steps downloading at once never read half a file).
 */
export async function localImportFile(files: ImportFiles, run: { filePath: string }): Promise<string> {
  const local = scratchPath(files, run.filePath);
  if (!isKey(run.filePath) || (await stat(local).catch(() => null))) return local;
  const stored = await files.storage.get(run.filePath);
  if (!stored) throw new SourceError(importFileGone);
  await mkdir(path.dirname(local), { recursive: true });
  const temporary = `${local}.${randomUUID()}.partial`;
  try {
    await pipeline(stored.stream, createWriteStream(temporary));
    await rename(temporary, local);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  return local;
}

/** The run's file is done with: the stored object, this instance's scratch copy and its dry-run spill. */
export async function removeRunFile(files: ImportFiles, filePath: string): Promise<void> {
  if (!filePath) return;
  const local = scratchPath(files, filePath);
  await unlink(local).catch(() => {});
  await unlink(spillPath(local)).catch(() => {});
  if (isKey(filePath)) await files.storage.delete(filePath).catch(() => {});
}
