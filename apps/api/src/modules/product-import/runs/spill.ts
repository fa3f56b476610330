import { createReadStream } from 'node:fs';
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import type { ParsedRow } from '../mapping/fields';

/**
 * The rows a dry run parsed, kept beside the upload (`<file>.rows`) so the final import of the same
 * task reads them back instead of reading and validating the file a second time. Written batch by
 * batch (length-prefixed v8-serialised batches) right after parsing, before anything resolves names
 * or plans: what the spill holds depends only on the file and the run's reading choices, which its
 * first record (the fingerprint) names. The final import uses the spill only when the fingerprint
 * still matches (same file size and modification time, same mapping, field policy and source options);
 * otherwise it reads the file. Written under a temporary name of its own and renamed once complete; removed when
 * the final import is done, and swept with the other stale files under imports/ otherwise.
 */
export interface SpillSource {
  filePath: string;
  format: string;
  mapping: unknown;
  fieldErrorPolicy: unknown;
  sourceOptions: unknown;
}

/** Rows per spilled frame (what is deserialised at once). */
const rowsPerFrame = 1000;

export const spillPath = (filePath: string) => `${filePath}.rows`;

async function fingerprint(source: SpillSource): Promise<string> {
  const info = await stat(source.filePath);
  return JSON.stringify([
    info.size,
    info.mtimeMs,
    source.format,
    source.mapping ?? null,
    source.fieldErrorPolicy ?? null,
    source.sourceOptions ?? null,
  ]);
}

function lengthOf(payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32LE(payload.length);
  return head;
}

export class SpillWriter {
  private constructor(
    private readonly handle: FileHandle,
    private readonly temporary: string,
    private readonly target: string,
  ) {}

  /** Null when the spill cannot be written (no file to fingerprint, no room): the run goes on without. */
  static async open(source: SpillSource): Promise<SpillWriter | null> {
    const target = spillPath(source.filePath);
    // Its own temporary name: two dry runs of one task at once (a double confirm) never share a file.
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      const head = Buffer.from(await fingerprint(source));
      const handle = await open(temporary, 'w');
      await handle.writev([lengthOf(head), head]);
      return new SpillWriter(handle, temporary, target);
    } catch {
      return null;
    }
  }

  async write(batch: ParsedRow[]): Promise<void> {
    // Frames of a thousand rows: the reader checks the heap between them, as while parsing the file.
    for (let start = 0; start < batch.length; start += rowsPerFrame) {
      const payload = v8.serialize(batch.slice(start, start + rowsPerFrame));
      await this.handle.writev([lengthOf(payload), payload]);
    }
  }

  /** The spill becomes visible to the final import only once every batch is in. */
  async complete(): Promise<void> {
    await this.handle.close();
    await rename(this.temporary, this.target);
  }

  async discard(): Promise<void> {
    await this.handle.close().catch(() => {});
    await unlink(this.temporary).catch(() => {});
  }
}

/** The frames of a spill file, in order (each frame's chunks joined once, when all of it is there). */
async function* frames(path: string): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let buffered = 0;
  let needed = 4;
  let length: number | null = null;
  const take = (count: number): Buffer => {
    const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
    const part = whole.subarray(0, count);
    const rest = whole.subarray(count);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    return part;
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    buffered += chunk.length;
    while (buffered >= needed) {
      if (length === null) {
        length = take(4).readUInt32LE(0);
        needed = length;
      } else {
        yield take(length);
        length = null;
        needed = 4;
      }
    }
  }
  if (buffered > 0 || length !== null) throw new Error('Niepełny plik przetworzonych wierszy importu');
}

/**
 * The dry run's rows of the same file and reading choices, in frames of up to a thousand, or null when there is no complete
 * spill or it was made from something else (then the file is read).
 */
export async function spilledBatches(source: SpillSource): Promise<AsyncIterable<ParsedRow[]> | null> {
  const path = spillPath(source.filePath);
  const expected = await fingerprint(source).catch(() => null);
  if (expected === null) return null;
  const iterator = frames(path)[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await iterator.next();
  } catch {
    return null;
  }
  if (first.done || first.value.toString() !== expected) {
    await iterator.return?.(undefined);
    return null;
  }
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield v8.deserialize(next.value) as ParsedRow[];
        }
      } finally {
        // Stopped early (a cancelled run): the file is closed.
        await iterator.return?.(undefined);
      }
    },
  };
}

export async function removeSpill(filePath: string): Promise<void> {
  await unlink(spillPath(filePath)).catch(() => {});
}
