import type { Readable } from 'node:stream';

/**
 * Where the product keeps its files (avatars, product pictures, exports, import uploads): a local
 * folder for the embedded start or an S3-compatible bucket when several instances share the files.
 * Keys are relative, '/'-separated, validated by `assertKey`; bodies are streamed both ways.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key` whole or not at all (a reader never sees half a file). `size`, when given, is checked. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /** The stored file as a stream with its metadata, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The metadata without the body, or null. */
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Removes every file under `prefix` (a folder: ends with '/'); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every file under `prefix` ('' or a folder ending with '/'), in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** A short-lived URL a client can download the file from directly, or null when the driver has none (local). */
  signedUrl(key: string, ttlSeconds: number): Promise<string | null>;
}

export interface PutOptions {
  contentType: string;
  /** Expected byte count; a body of another length is refused and nothing is stored. */
  size?: number;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  modifiedAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  stream: Readable;
}

export interface ListedFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export class StorageSizeError extends Error {
  constructor(expected: number, actual: number) {
    super(`Stored body has ${actual} bytes, ${expected} were announced`);
  }
}

/**
 * A segment starts with a letter or digit (so never '.', '..' or a hidden name) and holds only
 * letters, digits, '.', '_' and '-'; no empty segment, no leading '/', no backslash, ≤ 512 characters.
 */
const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  return key.split('/').every((part) => segment.test(part));
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new StorageKeyError(key);
  return key;
}

/** '' (everything) or a valid key followed by '/'. */
export function assertPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) throw new StorageKeyError(prefix);
  return prefix;
}

const typesByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** The type a key's extension names (how the local driver answers `contentType`). */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? 'application/octet-stream';
}
