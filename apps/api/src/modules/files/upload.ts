import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp, { type FormatEnum } from 'sharp';
import { fileLimits, fileMessages } from '@zaplecze/contract/files/files';
import { AppError } from '../../errors';
import type { FileStorage } from '../../lib/storage/index';
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
