import { Readable } from 'node:stream';

/**
 * CSV for Polish Excel, shared by every export (history, orders). Cells a spreadsheet would run
 * as a formula are prefixed with an apostrophe (DESIGN.md §3, formula injection).
 */
const formulaStart = /^[=+\-@\t\r\0]/;

export const csvSeparator = ';';
/** Polish Excel opens UTF-8 correctly only with the byte-order mark. */
export const csvBom = '\uFEFF';

/** Text a spreadsheet would run as a formula, prefixed with an apostrophe; other text as it is. */
export const formulaSafe = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

export function csvCell(value: string | number | null | undefined): string {
  const text = formulaSafe(value === null || value === undefined ? '' : String(value));
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(csvSeparator)}\r\n`;
}

type CsvRow = readonly (string | number | null | undefined)[];

/**
 * A CSV file as a stream whose first data row is read before the response starts: a query that
 * fails does so while the status can still be an error, never as a 200 cut after the header.
 */
export async function csvStream(header: CsvRow, rows: AsyncIterable<CsvRow>): Promise<Readable> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* lines() {
    yield csvBom + csvLine(header);
    if (first.done) return;
    yield csvLine(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield csvLine(next.value);
  }
  return Readable.from(lines());
}
