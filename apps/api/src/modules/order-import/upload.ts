import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { OrderImportFormat } from '@zaplecze/contract/orders/order-import';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../db/client';
import { orderImportRuns } from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { fetchToFile, sizeGuard, type FetchPolicy } from '../../lib/import-sources/fetch-url';
import { importLimits, SourceError } from '../../lib/import-sources/limits';
import { extensionMatches, openTable } from '../../lib/import-sources/open-table';
import { checkImportUrl } from '../../lib/import-sources/url-check';
import type { Actor } from '../orders/service';
import { autoMapping, recogniseProfile } from './profiles';
import { orderImportLimits, type Run } from './runs';
import { stageRows } from './staged-rows';

function sourceFailure(error: unknown, field: string): never {
  if (error instanceof SourceError)
    throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', error.message, {
      [field]: error.message,
    });
  throw error;
}

/** Reads the file (with the product import's readers) into a run at the mapping step. */
async function registerRun(
  db: Db,
  actor: Actor,
  file: { path: string; fileName: string; format: OrderImportFormat; url?: string },
  field: string,
): Promise<Run> {
  let table: Awaited<ReturnType<typeof openTable>>;
  try {
    table = await openTable(file.path, file.format, { fromUrl: Boolean(file.url) });
  } catch (error) {
    sourceFailure(error, field);
  }
  const profile = recogniseProfile(table.header);
  const tooMany = `Plik ma więcej niż ${orderImportLimits.maxRows} wierszy — podziel go na części`;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(orderImportRuns)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        ip: actor.ip,
        fileName: file.fileName,
        url: file.url ?? null,
        format: file.format,
        profile: profile?.id ?? null,
        identifier: profile?.id === 'generic' ? 'number' : 'external',
        header: table.header,
        mapping: autoMapping(table.header, profile),
      })
      .returning();
    let staged: Awaited<ReturnType<typeof stageRows>>;
    try {
      staged = await stageRows(tx, run!, table.rows(), orderImportLimits.maxRows);
      if ('tooMany' in staged) throw new SourceError(tooMany, 413);
    } catch (error) {
      sourceFailure(error, field);
    }
    const [counted] = await tx
      .update(orderImportRuns)
      .set({ total: staged.total })
      .where(eq(orderImportRuns.id, run!.id))
      .returning();
    return counted!;
  });
}

async function scratch<T>(work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'zap-order-import-'));
  try {
    return await work(path.join(dir, 'file'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function createRunFromUpload(
  db: Db,
  actor: Actor,
  format: OrderImportFormat,
  file: { filename: string; stream: Readable },
): Promise<Run> {
  if (!extensionMatches(file.filename, format)) {
    file.stream.resume();
    throw validationFailed({ file: importMessages.wrongFormat(format) }, importMessages.wrongFormat(format));
  }
  return scratch(async (filePath) => {
    try {
      await pipeline(file.stream, sizeGuard(importLimits.maxBytes), createWriteStream(filePath));
      if ((file.stream as { truncated?: boolean }).truncated)
        throw new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        sourceFailure(new SourceError(importMessages.tooLarge(importLimits.maxBytes / 1048576), 413), 'file');
      sourceFailure(error, 'file');
    }
    return registerRun(db, actor, { path: filePath, fileName: file.filename, format }, 'file');
  });
}

/** A URL fetched by the server through the same SSRF guard as the product import. */
export async function createRunFromUrl(
  db: Db,
  actor: Actor,
  input: { url: string; format: OrderImportFormat },
  policy?: FetchPolicy,
): Promise<Run> {
  const url = checkImportUrl(input.url, input.format);
  return scratch(async (filePath) => {
    try {
      await fetchToFile(input.url, filePath, policy);
    } catch (error) {
      sourceFailure(error, 'url');
    }
    const fileName = decodeURIComponent(url.pathname.split('/').pop() || 'plik');
    return registerRun(db, actor, { path: filePath, fileName, format: input.format, url: input.url }, 'url');
  });
}
