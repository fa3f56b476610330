import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertKey,
  assertPrefix,
  contentTypeOfKey,
  StorageKeyError,
  StorageSizeError,
  type FileStorage,
  type ListedFile,
  type StoredFileInfo,
} from './storage';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Counts the bytes going through and fails when they differ from `expected` (if given). */
export function byteCounter(expected: number | undefined) {
  let count = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (expected !== undefined && count > expected) done(new StorageSizeError(expected, count));
      else done(null, chunk);
    },
    flush(done) {
      done(expected !== undefined && count !== expected ? new StorageSizeError(expected, count) : null);
    },
  });
  return { counter, count: () => count };
}

/**
 * Files under one folder (`<DATA_DIR>/files` by default), a key being the path below it. A write
 * goes to a temporary file in `<root>/.tmp` and is renamed into place, so a reader sees the old file
 * or the whole new one. Keys never start a segment with '.', so `.tmp` is out of their reach. The
 * local driver keeps no metadata: the content type is the one of the key's extension.
 */
export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const scratch = path.join(base, '.tmp');

  const pathOf = (key: string) => {
    const target = path.resolve(base, assertKey(key));
    if (!target.startsWith(base + path.sep)) throw new StorageKeyError(key);
    return target;
  };

  async function statOf(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await lstat(pathOf(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeOfKey(key), modifiedAt: info.mtime };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<ListedFile> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(full, `${keyPrefix}${entry.name}/`);
      else if (entry.isFile()) {
        const info = await lstat(full).catch(() => null);
        if (info) yield { key: `${keyPrefix}${entry.name}`, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    kind: 'local',

    async put(key, body, options) {
      const target = pathOf(key);
      await mkdir(scratch, { recursive: true });
      const temporary = path.join(scratch, `${randomBytes(12).toString('hex')}.part`);
      const { counter } = byteCounter(options.size);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, counter, createWriteStream(temporary, { mode: 0o640, flags: 'wx' }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      let handle;
      try {
        handle = await open(pathOf(key), constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'ELOOP') return null;
        throw error;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        stream: handle.createReadStream(),
        size: info.size,
        contentType: contentTypeOfKey(key),
        modifiedAt: info.mtime,
      };
    },

    stat: statOf,

    async exists(key) {
      return (await statOf(key)) !== null;
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },

    async deletePrefix(prefix) {
      let removed = 0;
      for await (const file of this.list(prefix)) {
        await this.delete(file.key);
        removed += 1;
      }
      if (prefix !== '') await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
      return removed;
    },

    list(prefix) {
      assertPrefix(prefix);
      return walk(prefix === '' ? base : pathOf(prefix.slice(0, -1)), prefix);
    },

    async signedUrl(key) {
      assertKey(key);
      return null;
    },
  };
}
