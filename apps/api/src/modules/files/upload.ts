import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FormatEnum } from 'sharp';
import { cleanUploadName, fileLimits, fileMessages, type FileItem } from '@zaplecze/contract/files/files';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { libraryFiles } from '../../db/schema/index';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { assertWritable } from '../plans/service';
import { lockLibrary, nameTaken, namesLike } from './repository';
import { fileItemOf, systemFolder, targetFolder, type Actor } from './library';
import { libraryUsage } from './usage';
import { sniffFileType, type SniffedType } from './sniff';

/** The head read before the type is decided: enough for every signature and the first ZIP entries. */
const headBytes = 64 * 1024;
/** As for avatars: refuse a canvas libvips would have to allocate hugely, and cap the stored side. */
const maxInputPixels = 100_000_000;
const maxSide = 4096;

const sharpFormats: Record<string, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', fileMessages.fileTooLarge, { file: fileMessages.fileTooLarge });
export const overQuota = () =>
  new AppError('PAYLOAD_TOO_LARGE', fileMessages.quotaExceeded, { file: fileMessages.quotaExceeded });
const corrupt = () =>
  new AppError('VALIDATION_FAILED', fileMessages.fileCorrupt, { file: fileMessages.fileCorrupt });

export interface StoredUpload {
  key: string;
  size: number;
  type: SniffedType;
}

/** Library files are kept under `library/<account id>/<random id>.<extension of the proven type>`. */
export const libraryKey = (accountId: string, extension: string) =>
  `library/${accountId}/${randomUUID()}.${extension}`;

async function readHead(iterator: AsyncIterator<Buffer>) {
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < headBytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), done };
}

async function* counted(head: Buffer, iterator: AsyncIterator<Buffer>, done: boolean, max: number) {
  let total = head.length;
  if (total > max) throw tooLarge();
  yield head;
  if (done) return;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    total += next.value.length;
    if (total > max) throw tooLarge();
    yield next.value;
  }
}

async function* capped(body: AsyncIterable<Buffer>, remaining: number | null, sizeOut: { bytes: number }) {
  for await (const chunk of body) {
    sizeOut.bytes += chunk.length;
    if (remaining !== null && sizeOut.bytes > remaining) throw overQuota();
    yield chunk as Buffer;
  }
}

/**
 * Streams one upload into storage: the type is proven by the first bytes (refused otherwise),
 * images are decoded and encoded again (metadata dropped, a polyglot fails to decode), other
 * files are stored as they came. The stored bytes are counted against `remaining` (the plan's
 * quota left; null: unlimited) and the upload against the per-file limit; nothing is buffered whole.
 */
export async function storeUpload(
  storage: FileStorage,
  accountId: string,
  source: AsyncIterable<Buffer>,
  uploadName: string,
  remaining: number | null,
): Promise<StoredUpload> {
  const iterator = source[Symbol.asyncIterator]();
  const { head, done } = await readHead(iterator);
  if (head.length === 0)
    throw new AppError('VALIDATION_FAILED', fileMessages.fileEmpty, { file: fileMessages.fileEmpty });
  const type = sniffFileType(head, uploadName, done);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.fileType, { file: fileMessages.fileType });
  if (remaining !== null && remaining <= 0) throw overQuota();

  const input = Readable.from(counted(head, iterator, done, fileLimits.maxBytes));
  let body: Readable = input;
  let decodeFailed = false;
  if (type.reencode) {
    // Loaded on first use, not at the server's start (sharp holds ~24 MB resident).
    const { default: sharp } = await import('sharp');
    const transformer = sharp({
      limitInputPixels: maxInputPixels,
      failOn: 'error',
      animated: type.contentType === 'image/gif',
    })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .toFormat(sharpFormats[type.contentType]!);
    transformer.on('error', () => {
      decodeFailed = true;
    });
    input.on('error', (error) => transformer.destroy(error));
    body = input.pipe(transformer);
  }
  const size = { bytes: 0 };
  const key = libraryKey(accountId, type.extension);
  try {
    await storage.put(key, Readable.from(capped(body, remaining, size)), { contentType: type.contentType });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    if (error instanceof AppError) throw error;
    if (decodeFailed) throw corrupt();
    throw error;
  }
  return { key, size: size.bytes, type };
}

/** "faktura.pdf" → "faktura (2).pdf" when the name is taken in the folder. */
async function freeName(db: Db, accountId: string, folderId: string | null, name: string): Promise<string> {
  if (!(await nameTaken(db, accountId, folderId, name))) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  const existing = await namesLike(db, accountId, folderId, stem);
  for (let n = 2; ; n++) {
    const candidate = `${stem.slice(0, fileLimits.nameMax - extension.length - 8)} (${n})${extension}`;
    if (!existing.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Stores an upload in the folder: the stream goes to storage first (type proven, images
 * re-encoded, bytes counted against the quota left), then the row is written under the library's
 * lock, where the quota is checked again against uploads that finished meanwhile.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  folderId: string | null,
  upload: { name: string; stream: AsyncIterable<Buffer> },
): Promise<FileItem> {
  await assertWritable(db, actor.accountId);
  await targetFolder(db, actor.accountId, folderId, 'folderId');
  const before = await libraryUsage(db, actor.accountId);
  const remaining = before.quotaBytes === null ? null : before.quotaBytes - before.usedBytes;
  const name = cleanUploadName(upload.name);
  const stored = await storeUpload(storage, actor.accountId, upload.stream, name, remaining);
  try {
    return await db.transaction(async (tx) => {
      await lockLibrary(tx, actor.accountId);
      await targetFolder(tx, actor.accountId, folderId, 'folderId');
      const usage = await libraryUsage(tx, actor.accountId);
      if (usage.quotaBytes !== null && usage.usedBytes + stored.size > usage.quotaBytes) throw overQuota();
      const [row] = await tx
        .insert(libraryFiles)
        .values({
          accountId: actor.accountId,
          folderId,
          name: await freeName(tx, actor.accountId, folderId, name),
          storageKey: stored.key,
          contentType: stored.type.contentType,
          kind: stored.type.kind,
          size: stored.size,
          createdBy: actor.userId,
        })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: 'file',
        targetId: row!.id,
        targetLabel: row!.name,
        details: { note: `Przesłanie pliku (${stored.type.contentType}, ${stored.size} B)` },
      });
      return fileItemOf(row!);
    });
  } catch (error) {
    await storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

/**
 * Keeps a document the system made (a carrier's label, a protocol) in the library's folder of
 * that name, under the same rules as an upload: type proven, quota counted, audited.
 */
export async function storeGeneratedFile(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  folderName: string,
  name: string,
  bytes: Buffer,
): Promise<FileItem> {
  const folderId = await systemFolder(db, actor, folderName);
  return uploadFile(db, storage, actor, folderId, {
    name,
    stream: (async function* () {
      yield bytes;
    })(),
  });
}
