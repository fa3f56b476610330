import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

/**
 * Reads an uploaded CSV: UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8,
 * Windows-1250 (Polish Excel's "CSV" default); the separator is ';' or ',' — whichever the header
 * line has more of outside quotes. Rows keep their line number in the file (header = 1), so
 * errors point at what a spreadsheet shows.
 */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

export class CsvReadError extends Error {}

export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1250');
  }
}

function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** Lower case, no diacritics, letters and digits only: 'Etykieta (PL)' → 'etykietapl'. */
export function normalizeHeader(name: string): string {
  return name
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function readCsv(bytes: Buffer, maxRows: number): CsvTable {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new CsvReadError('parse');
  }
  const [head, ...body] = records;
  if (!head) throw new CsvReadError('empty');
  if (body.length > maxRows) throw new CsvReadError('rows');
  const header = head.record.map((cell) => cell.trim());
  const rows = body
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(header.map((name, index) => [name, record[index]?.trim() ?? ''])),
    }));
  if (rows.length === 0) throw new CsvReadError('empty');
  return { header, rows };
}

/**
 * Which file column holds each wanted field: the first header whose normalized name is one of the
 * field's accepted names. Returns the missing required fields too.
 */
export function mapColumns<K extends string>(
  header: readonly string[],
  accepted: Record<K, readonly string[]>,
): Partial<Record<K, string>> {
  const byName = new Map(header.map((name) => [normalizeHeader(name), name]));
  const mapped: Partial<Record<K, string>> = {};
  for (const field of Object.keys(accepted) as K[]) {
    const column = accepted[field].map(normalizeHeader).find((name) => byName.has(name));
    if (column) mapped[field] = byName.get(column)!;
  }
  return mapped;
}
