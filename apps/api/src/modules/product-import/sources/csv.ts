import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { importMessages, rowMessages } from '@zaplecze/contract/product-import';
import { importLimits, SourceError } from './limits';
import type { Table, TableRow } from './table';

export type CsvEncoding = 'utf8' | 'win1250';
const candidates = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof candidates)[number];

/** Windows-1250 bytes of the Polish letters ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ. */
const polish1250 = new Uint8Array(256);
for (const byte of [
  0xb9, 0xe6, 0xea, 0xb3, 0xf1, 0xf3, 0x9c, 0x9f, 0xbf, 0xa5, 0xc6, 0xca, 0xa3, 0xd1, 0xd3, 0x8c, 0x8f, 0xaf,
])
  polish1250[byte] = 1;

/** What one streamed pass over the bytes saw: UTF-8 sequences, valid and not, and bytes that are Polish letters in Windows-1250. */
export interface EncodingEvidence {
  /** Valid UTF-8 sequences of two to four bytes. */
  utf8Sequences: number;
  /** Invalid UTF-8 sequences (a stray or truncated byte counts once). */
  invalidSequences: number;
  /** Bytes ≥ 0x80, and those that are Polish letters read as Windows-1250 (in chunks that are not valid UTF-8). */
  highBytes: number;
  polishBytes: number;
}

/** Where a UTF-8 sequence cut by the chunk's end starts (the chunk's length when none is). */
function incompleteTail(chunk: Uint8Array): number {
  for (let index = chunk.length - 1; index >= Math.max(0, chunk.length - 3); index -= 1) {
    const byte = chunk[index]!;
    if (byte < 0x80) return chunk.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return index + length > chunk.length ? index : chunk.length;
    }
  }
  return chunk.length;
}

/** Counts UTF-8 sequences over chunks (a sequence may span two chunks); ASCII is skipped fast. */
export class EncodingScanner {
  readonly evidence: EncodingEvidence = {
    utf8Sequences: 0,
    invalidSequences: 0,
    highBytes: 0,
    polishBytes: 0,
  };
  /** Continuation bytes still expected by the open sequence, and its lower bound for the second byte. */
  private expected = 0;
  private secondLow = 0x80;
  private secondHigh = 0xbf;
  private seen = 0;

  write(chunk: Buffer): void {
    // A sequence left open by the previous chunk is finished byte by byte first.
    let start = 0;
    while (this.expected > 0 && start < chunk.length) {
      this.scan(chunk.subarray(start, start + 1));
      start += 1;
    }
    if (start > 0) chunk = chunk.subarray(start);
    // Fast path (native): a chunk of valid UTF-8 up to a sequence cut at its end; the sequences are
    // counted as bytes minus UTF-16 units (exact for the two-byte Polish letters).
    if (this.expected === 0) {
      const cut = incompleteTail(chunk);
      const body = chunk.subarray(0, cut);
      if (isUtf8(body)) {
        this.evidence.utf8Sequences += body.length - body.toString('utf8').length;
        this.scan(chunk.subarray(cut));
        return;
      }
    }
    this.scan(chunk);
  }

  private scan(bytes: Uint8Array): void {
    const evidence = this.evidence;
    let highBytes = 0;
    let polishBytes = 0;
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index]!;
      if (byte < 0x80 && this.expected === 0) continue;
      if (byte >= 0x80) {
        highBytes += 1;
        polishBytes += polish1250[byte]!;
      }
      if (this.expected > 0) {
        const low = this.seen === 1 ? this.secondLow : 0x80;
        const high = this.seen === 1 ? this.secondHigh : 0xbf;
        if (byte >= low && byte <= high) {
          this.seen += 1;
          this.expected -= 1;
          if (this.expected === 0) evidence.utf8Sequences += 1;
          continue;
        }
        // The open sequence is broken; this byte starts anew.
        evidence.invalidSequences += 1;
        this.expected = 0;
        if (byte < 0x80) continue;
      }
      this.start(byte);
    }
    evidence.highBytes += highBytes;
    evidence.polishBytes += polishBytes;
  }

  private start(byte: number): void {
    this.seen = 1;
    this.secondLow = 0x80;
    this.secondHigh = 0xbf;
    if (byte >= 0xc2 && byte <= 0xdf) this.expected = 1;
    else if (byte >= 0xe0 && byte <= 0xef) {
      this.expected = 2;
      if (byte === 0xe0) this.secondLow = 0xa0;
      if (byte === 0xed) this.secondHigh = 0x9f;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      this.expected = 3;
      if (byte === 0xf0) this.secondLow = 0x90;
      if (byte === 0xf4) this.secondHigh = 0x8f;
    } else this.evidence.invalidSequences += 1;
  }

  end(): EncodingEvidence {
    if (this.expected > 0) this.evidence.invalidSequences += 1;
    this.expected = 0;
    return this.evidence;
  }
}

/**
 * The encoding from the whole file's evidence. Valid UTF-8 stays UTF-8; so does a file that is
 * overwhelmingly valid UTF-8 with a few broken sequences (they are replaced by U+FFFD and reported
 * as warnings). Windows-1250 only when the bytes are not UTF-8 and read as Polish: at least half
 * of the bytes ≥ 0x80 are Polish letters in Windows-1250, or there is no UTF-8 at all.
 */
export function decideEncoding(evidence: EncodingEvidence): CsvEncoding {
  const { utf8Sequences, invalidSequences, highBytes, polishBytes } = evidence;
  if (invalidSequences === 0) return 'utf8';
  if (utf8Sequences >= invalidSequences * 20) return 'utf8';
  if (utf8Sequences === 0) return 'win1250';
  if (polishBytes >= highBytes * 0.5) return 'win1250';
  return utf8Sequences > invalidSequences ? 'utf8' : 'win1250';
}

/** Scans the whole file (streamed, 64 KiB chunks) and decides its encoding. */
export async function inspectEncoding(
  path: string,
): Promise<{ encoding: CsvEncoding; evidence: EncodingEvidence }> {
  const scanner = new EncodingScanner();
  // Default 64 KiB chunks: 1 MiB ones left ~40 MB of dead buffers outside the heap over a 46 MB file
  // (V8 frees them only at its next GC), and big malloc'd blocks the process keeps afterwards.
  for await (const chunk of createReadStream(path)) scanner.write(chunk as Buffer);
  const evidence = scanner.end();
  return { encoding: decideEncoding(evidence), evidence };
}

export async function detectEncoding(path: string): Promise<CsvEncoding> {
  return (await inspectEncoding(path)).encoding;
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Signatures of files that are not text: PNG, JPEG, GIF, PDF, ZIP (also XLSX/DOCX), gzip, 7z, RAR. */
const binarySignatures = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
];

/**
 * A file starting with a known binary signature, or whose first 64 KiB are more than 1% NUL bytes
 * or 5% other control characters, is not a CSV (a stray NUL in a cell is text: it is dropped).
 */
export function looksBinary(head: Buffer): boolean {
  if (binarySignatures.some((signature) => signature.every((byte, index) => head[index] === byte)))
    return true;
  let nul = 0;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) nul += 1;
    else if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control += 1;
  }
  return nul > Math.max(4, head.length * 0.01) || control > Math.max(8, head.length * 0.05);
}

/** Separator counts per record outside quotes, over the first records of the text. */
function countsPerRecord(text: string, delimiter: string, records: number): number[] {
  const counts: number[] = [];
  let current = 0;
  let quoted = false;
  for (let index = 0; index < text.length && counts.length < records; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) current += 1;
    else if (!quoted && char === '\n') {
      if (index > 0 && text[index - 1] !== '\n') counts.push(current);
      current = 0;
    }
  }
  return counts;
}

/**
 * The separator is the one whose count is the same on most records (header included) and not
 * zero: a ';' file whose unquoted cells hold commas ('1,5 kg') has a steady ';' count and a
 * varying ',' count, so a plain "most frequent" guess would mis-split it.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ';', score: -1 };
  for (const delimiter of candidates) {
    const counts = countsPerRecord(text, delimiter, 20);
    const header = counts[0] ?? 0;
    if (header === 0) continue;
    const steady = counts.filter((count) => count === header).length / counts.length;
    const score = steady * 1000 + header;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

export interface CsvOptions {
  encoding?: CsvEncoding;
  delimiter?: CsvDelimiter;
  fromUrl?: boolean;
}

function parser(path: string, encoding: CsvEncoding, delimiter: string) {
  return createReadStream(path)
    .pipe(iconv.decodeStream(encoding === 'utf8' ? 'utf8' : 'win1250'))
    .pipe(
      parse({
        delimiter,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: 10 * 1024 * 1024,
      }),
    );
}

export interface CsvReading {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Broken UTF-8 sequences in the whole file (replaced by U+FFFD); 0 when read as Windows-1250. */
  invalidUtf8: number;
  /** The first line of the file with letters beyond ASCII, as decoded: shows whether the encoding is right. */
  sample?: string;
}

function sampleOf(head: string): string | undefined {
  const line = head
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((text) => /[\u0080-\uffff]/.test(text));
  return line?.slice(0, 160);
}

/** Opens a CSV file: header and a stream of rows; an empty file or one without data rows is refused. */
export async function openCsv(path: string, options: CsvOptions = {}): Promise<Table & CsvReading> {
  const headBytes = await readHead(path, 64 * 1024);
  if (looksBinary(headBytes)) throw new SourceError(importMessages.csvBinary);
  const inspected = await inspectEncoding(path);
  const encoding = options.encoding ?? inspected.encoding;
  const head = iconv.decode(headBytes, encoding === 'utf8' ? 'utf8' : 'win1250');
  const delimiter = options.delimiter ?? detectDelimiter(head.replace(/^\uFEFF/, ''));
  const empty = options.fromUrl ? importMessages.csvEmptyUrl : importMessages.csvEmpty;
  let header: string[] | undefined;
  let hasData = false;
  try {
    for await (const record of parser(path, encoding, delimiter) as AsyncIterable<string[]>) {
      if (!header) header = record.map((cell) => cell.trim());
      else if (record.some((cell) => cell.trim() !== '')) {
        hasData = true;
        break;
      }
    }
  } catch {
    throw new SourceError(importMessages.csvParse);
  }
  if (!header || !hasData || header.every((name) => name === '')) throw new SourceError(empty);
  if (header.length > importLimits.maxColumns) throw new SourceError(importMessages.csvParse);
  const columns = header;
  return {
    header: columns,
    encoding,
    delimiter,
    invalidUtf8: encoding === 'utf8' ? inspected.evidence.invalidSequences : 0,
    sample: sampleOf(head),
    async *rows(): AsyncIterable<TableRow> {
      let line = 0;
      try {
        for await (const record of parser(path, encoding, delimiter) as AsyncIterable<string[]>) {
          line += 1;
          if (line === 1) continue;
          if (record.every((cell) => cell.trim() === '')) continue;
          const values = columns.map((_, index) => (record[index] ?? '').replace(/\r\n?/g, '\n'));
          // Read as UTF-8, a broken byte sequence became U+FFFD: the row goes in, the cell is reported.
          const problems =
            encoding === 'utf8'
              ? values.flatMap((value, column) =>
                  value.includes('\uFFFD') ? [{ column, reason: rowMessages.invalidUtf8 }] : [],
                )
              : [];
          yield problems.length > 0 ? { line, values, problems } : { line, values };
        }
      } catch (error) {
        if (error instanceof SourceError) throw error;
        throw new SourceError(`${importMessages.csvParse} (wiersz ${line + 1})`);
      }
    },
  };
}
