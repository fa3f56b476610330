import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { autoMapWithProfile } from '@zaplecze/contract/product-import/product-import-automap';
import {
  importMessages,
  previewRows,
  type ImportFormat,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import type { Db } from '../../../db/client';
import { customFields, importRuns } from '../../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../../errors';
import { fetchToFile, sizeGuard, type FetchPolicy } from '../../../lib/import-sources/fetch-url';
import { importLimits, SourceError } from '../../../lib/import-sources/limits';
import { extensionMatches, openTable, type SourceInfo } from '../../../lib/import-sources/open-table';
import { checkImportUrl } from '../../../lib/import-sources/url-check';
import { listSheets } from '../../../lib/import-sources/xlsx';
import {
  localImportFile,
  newImportKey,
  newScratchFile,
  removeRunFile,
  storeImportFile,
  type ImportFiles,
} from './import-files';

type Run = typeof importRuns.$inferSelect;
export interface Actor {
  accountId: string;
  userId: string;
  ip?: string;
}

function asAppError(error: unknown, field: string): never {
  if (error instanceof SourceError)
    throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', error.message, {
      [field]: error.message,
    });
  throw error;
}

const defaultSource: SourceOptions = { encoding: 'auto', delimiter: 'auto' };

async function previewOf(filePath: string, format: ImportFormat, fromUrl: boolean, source: SourceOptions) {
  const table = await openTable(filePath, format, { fromUrl, source });
  const preview: string[][] = [];
  for await (const row of table.rows()) {
    preview.push(row.values);
    if (preview.length >= previewRows) break;
  }
  const info: SourceInfo =
    format === 'XLSX' ? { ...table.info, sheets: await listSheets(filePath) } : table.info;
  return { header: table.header, preview, info };
}

/**
 * Registers a received file (its scratch copy written) as a task at stage 'mapping': a file that
 * cannot be read is refused and removed, a readable one is kept in storage before the task refers to it.
 */
async function registerTask(
  db: Db,
  files: ImportFiles,
  actor: Actor,
  file: {
    key: string;
    fileName: string;
    format: ImportFormat;
    source: Run['source'];
    url?: string;
    scheduleId?: string;
    sourceOptions?: SourceOptions;
  },
): Promise<Run> {
  let header: string[];
  const sourceOptions = file.sourceOptions ?? defaultSource;
  try {
    const local = await localImportFile(files, { filePath: file.key });
    ({ header } = await previewOf(local, file.format, file.source !== 'upload', sourceOptions));
    await storeImportFile(files, file.key);
  } catch (error) {
    await removeRunFile(files, file.key);
    asAppError(error, file.source === 'upload' ? 'file' : 'url');
  }
  const [run] = await db
    .insert(importRuns)
    .values({
      accountId: actor.accountId,
      userId: actor.userId,
      scheduleId: file.scheduleId ?? null,
      source: file.source,
      fileName: file.fileName,
      url: file.url ?? null,
      format: file.format,
      filePath: file.key,
      header,
      sourceOptions,
    })
    .returning();
  return run!;
}

/** An upload streamed to disk under the size limit (never held whole in memory), then to storage. */
export async function createTaskFromUpload(
  db: Db,
  files: ImportFiles,
  actor: Actor,
  format: ImportFormat,
  file: { filename: string; stream: Readable },
  sourceOptions: SourceOptions = defaultSource,
): Promise<Run> {
  if (!extensionMatches(file.filename, format)) {
    file.stream.resume();
    throw validationFailed({ file: importMessages.wrongFormat(format) }, importMessages.wrongFormat(format));
  }
  const key = newImportKey(actor.accountId, format);
  const filePath = await newScratchFile(files, key);
  try {
    await pipeline(file.stream, sizeGuard(importLimits.maxBytes), createWriteStream(filePath));
    if ((file.stream as { truncated?: boolean }).truncated)
      throw new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413);
  } catch (error) {
    await unlink(filePath).catch(() => {});
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      asAppError(new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413), 'file');
    asAppError(error, 'file');
  }
  return registerTask(db, files, actor, {
    key,
    fileName: file.filename,
    format,
    source: 'upload',
    sourceOptions,
  });
}

/** A URL fetched by the server through the SSRF guard. */
export async function createTaskFromUrl(
  db: Db,
  files: ImportFiles,
  actor: Actor,
  input: { url: string; format: ImportFormat; scheduleId?: string; sourceOptions?: SourceOptions },
  policy?: FetchPolicy,
): Promise<Run> {
  const { pathname } = checkImportUrl(input.url, input.format);
  const key = newImportKey(actor.accountId, input.format);
  const filePath = await newScratchFile(files, key);
  try {
    await fetchToFile(input.url, filePath, policy);
  } catch (error) {
    await unlink(filePath).catch(() => {});
    asAppError(error, 'url');
  }
  const fileName = decodeURIComponent(pathname.split('/').pop() || 'plik');
  return registerTask(db, files, actor, {
    key,
    fileName,
    format: input.format,
    source: input.scheduleId ? 'schedule' : 'url',
    url: input.url,
    scheduleId: input.scheduleId,
    sourceOptions: input.sourceOptions,
  });
}

export async function findRun(db: Db, accountId: string, taskId: string): Promise<Run> {
  const [run] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, taskId), eq(importRuns.accountId, accountId)));
  if (!run) throw notFound(importMessages.taskNotFound);
  return run;
}

/**
 * Re-reads a task's file with other choices (encoding, separator, sheet, record path) before the
 * mapping is confirmed: the header and the preview follow; a choice the file cannot be read with is refused.
 */
export async function changeSourceOptions(
  db: Db,
  files: ImportFiles,
  accountId: string,
  taskId: string,
  sourceOptions: SourceOptions,
): Promise<Run> {
  const run = await findRun(db, accountId, taskId);
  if (!['mapping', 'confirmed'].includes(run.stage))
    throw new AppError('CONFLICT', importMessages.sourceOptionsStage);
  let header: string[] = [];
  try {
    const local = await localImportFile(files, run);
    ({ header } = await previewOf(local, run.format, run.source !== 'upload', sourceOptions));
  } catch (error) {
    asAppError(error, 'sourceOptions');
  }
  const [updated] = await db
    .update(importRuns)
    .set({ sourceOptions, header, stage: 'mapping' })
    .where(and(eq(importRuns.id, run.id), inArray(importRuns.stage, ['mapping', 'confirmed'])))
    .returning();
  if (!updated) throw new AppError('CONFLICT', importMessages.sourceOptionsStage);
  return updated;
}

/** The account's custom field keys, offered by the automatic mapping. */
export async function customFieldKeys(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ key: customFields.key })
    .from(customFields)
    .where(eq(customFields.accountId, accountId));
  return rows.map((row) => row.key);
}

export async function taskView(
  files: ImportFiles,
  run: Run,
  customFieldKeys: string[] = [],
  withPreview = true,
): Promise<ImportTaskView> {
  let preview: string[][] = [];
  let sourceInfo: SourceInfo = {};
  if (withPreview && run.stage === 'mapping') {
    try {
      ({ preview, info: sourceInfo } = await previewOf(
        await localImportFile(files, run),
        run.format,
        run.source !== 'upload',
        run.sourceOptions,
      ));
    } catch {
      preview = [];
    }
  }
  const auto = autoMapWithProfile(run.header, { customFieldKeys, samples: preview });
  const seconds = run.startedAt
    ? ((run.finishedAt ?? new Date()).getTime() - run.startedAt.getTime()) / 1000
    : 0;
  return {
    taskId: run.id,
    fileName: run.fileName,
    format: run.format,
    stage: run.stage,
    status: run.status,
    message: run.message,
    header: run.header,
    preview,
    autoMapping: auto.mapping,
    profile: auto.profile && { id: auto.profile.id, name: auto.profile.name },
    totalRows: run.totalRows,
    processedRows: run.processedRows,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    rejected: run.rejected,
    rowsPerSecond: seconds > 0 ? Math.round(run.processedRows / seconds) : null,
    sourceOptions: run.sourceOptions,
    sourceInfo,
  };
}
