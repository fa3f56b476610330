import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const maxEntries = 10_000;

const malformed = () => new SourceError(importMessages.xlsxParse);
const bomb = () => new SourceError(importMessages.xlsxBomb);

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const u64 = (buffer: Buffer, offset: number) => Number(buffer.readBigUInt64LE(offset));

/** Where the central directory is and how many entries it has (zip64 included). */
async function locateDirectory(handle: FileHandle, fileSize: number) {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let at = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === eocdSignature) {
      at = index;
      break;
    }
  }
  if (at < 0) throw malformed();
  let entries = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locatorAt = at - 20;
    if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== zip64LocatorSignature) throw malformed();
    const record = await readAt(handle, u64(tail, locatorAt + 8), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== zip64EocdSignature) throw malformed();
    entries = u64(record, 32);
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  if (entries > maxEntries || offset + size > fileSize) throw malformed();
  return { entries, size, offset };
}

/** The zip64 extra field's 8-byte values, in order, for the fields saturated in the header. */
function zip64Values(extra: Buffer): number[] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const values: number[] = [];
      for (let field = at + 4; field + 8 <= at + 4 + length && field + 8 <= extra.length; field += 8)
        values.push(u64(extra, field));
      return values;
    }
    at += 4 + length;
  }
  return [];
}

/** Reads the central directory (no inflating): every entry's declared sizes. */
export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    if (fileSize < 22) throw malformed();
    const directory = await locateDirectory(handle, fileSize);
    const bytes = await readAt(handle, directory.offset, directory.size);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let index = 0; index < directory.entries; index += 1) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== centralSignature) throw malformed();
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      let compressedSize = bytes.readUInt32LE(at + 20);
      let uncompressedSize = bytes.readUInt32LE(at + 24);
      let localOffset = bytes.readUInt32LE(at + 42);
      const extra = bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const wide = zip64Values(extra);
      if (uncompressedSize === 0xffffffff) uncompressedSize = wide.shift() ?? Infinity;
      if (compressedSize === 0xffffffff) compressedSize = wide.shift() ?? Infinity;
      if (localOffset === 0xffffffff) localOffset = wide.shift() ?? Infinity;
      entries.push({
        name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
        method: bytes.readUInt16LE(at + 10),
        flags: bytes.readUInt16LE(at + 8),
        compressedSize,
        uncompressedSize,
        localOffset,
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/**
 * Refuses, from the declared sizes alone, a workbook that would inflate past the limit or whose
 * large entries are compressed at an absurd ratio (a zip bomb), before anything is inflated.
 */
export function checkDeclaredSizes(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > importLimits.xlsxMaxUncompressedBytes) throw bomb();
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > importLimits.xlsxRatioCheckBytes && ratio > importLimits.xlsxMaxRatio)
      throw bomb();
    if (entry.method !== 0 && entry.method !== 8) throw malformed();
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw malformed();
  }
}

/** Inflates one entry counting the bytes, stopping as soon as it gives more than it declared. */
function inflatedSize(path: string, start: number, entry: ZipEntry): Promise<void> {
  const end = start + entry.compressedSize - 1;
  return new Promise((resolve, reject) => {
    const input = createReadStream(path, { start, end: Math.max(start, end) });
    if (entry.method === 0) {
      input.destroy();
      resolve();
      return;
    }
    const inflate = createInflateRaw();
    let produced = 0;
    const fail = (error: Error) => {
      input.destroy();
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) fail(bomb());
    });
    inflate.on('end', () => (produced === entry.uncompressedSize ? resolve() : reject(malformed())));
    inflate.on('error', () => fail(malformed()));
    input.on('error', () => fail(malformed()));
    if (entry.compressedSize === 0) inflate.end();
    else input.pipe(inflate);
  });
}

/** A zip's entries by name, each opened on demand as a stream of its inflated data, in any order. */
export type ZipEntryReaders = Map<string, () => Readable>;

/**
 * Checks an XLSX (a zip) before a reader inflates it: the declared sizes first, then the entries
 * lie back to back (no entry hidden from the directory), then each entry inflated with a byte count,
 * so one whose data gives more than its header says is refused after that many bytes. Gives the entries
 * it checked, read through the central directory: a reader takes them in the order it needs.
 */
export async function guardZip(path: string): Promise<ZipEntryReaders> {
  try {
    return await checkZip(path);
  } catch (error) {
    throw error instanceof SourceError ? error : malformed();
  }
}

/** Where an entry's data begins: after its local header, whose name and extra field may differ from the directory's. */
async function dataStart(handle: FileHandle, entry: ZipEntry): Promise<number> {
  const header = await readAt(handle, entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== localSignature) throw malformed();
  return entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

function entryReader(path: string, start: number, entry: ZipEntry): () => Readable {
  return () => {
    if (entry.compressedSize === 0) return Readable.from([]);
    const input = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
    if (entry.method === 0) return input;
    const inflate = createInflateRaw();
    input.on('error', (error) => inflate.destroy(error));
    return input.pipe(inflate);
  };
}

async function checkZip(path: string): Promise<ZipEntryReaders> {
  const entries = await readZipDirectory(path);
  checkDeclaredSizes(entries);
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const handle = await open(path, 'r');
  const starts: number[] = [];
  try {
    let expected = 0;
    for (const entry of ordered) {
      // A data descriptor (flag bit 3) may follow an entry's data: 12 to 24 bytes.
      if (entry.localOffset < expected || entry.localOffset > expected + 24) throw malformed();
      const start = await dataStart(handle, entry);
      starts.push(start);
      expected = start + entry.compressedSize;
    }
  } finally {
    await handle.close();
  }
  for (const [index, entry] of ordered.entries()) await inflatedSize(path, starts[index]!, entry);
  return new Map(ordered.map((entry, index) => [entry.name, entryReader(path, starts[index]!, entry)]));
}
