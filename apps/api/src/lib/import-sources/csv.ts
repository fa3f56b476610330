import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { importMessages, rowMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';
import { inspectEncoding, type CsvEncoding } from './encoding';
import type { Table, TableRow } from './table';

export { detectEncoding, type CsvEncoding } from './encoding';

const candidates = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof candidates)[number];

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
