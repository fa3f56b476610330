import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';
import type { Table, TableRow } from './table';
import { guardZip } from './zip-guard';

/** A cell as the text a person sees: rich text joined, formulas by their result, dates as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return '';
  }
  return String(value);
}

/** exceljs is loaded on the first XLSX file, not at the server's start (~29 MB resident). */
const readerOf = async (path: string) =>
  new (await import('exceljs')).default.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });

/**
 * A sheet whose rows are not read. exceljs streams a sheet stored before the shared strings from a
 * temporary file that it opens lazily and deletes as soon as the next sheet is asked for, so the
 * open can fail with ENOENT on a stream nobody listens to: an uncaught exception that ends the
 * process (seen in the API tests under load). Nothing reads these rows, so their errors are dropped.
 */
function skipSheet(sheet: unknown): void {
  const stream = (sheet as { iterator?: { on?: (event: string, listener: () => void) => void } }).iterator;
  stream?.on?.('error', () => {});
}

/** The workbook's sheet names; the rows are skipped (drained, never held). */
export async function listSheets(path: string): Promise<string[]> {
  const names: string[] = [];
  await guardZip(path);
  try {
    for await (const sheet of await readerOf(path)) {
      skipSheet(sheet);
      names.push((sheet as unknown as { name: string }).name);
    }
  } catch {
    throw new SourceError(importMessages.xlsxParse);
  }
  return names;
}

/** The rows of the chosen sheet (by name), or of the first one; the other sheets are not read. */
async function* sheetRows(
  path: string,
  sheetName?: string,
): AsyncGenerator<{ number: number; values: string[] }> {
  let found = false;
  for await (const sheet of await readerOf(path)) {
    if (sheetName !== undefined && (sheet as unknown as { name: string }).name !== sheetName) {
      skipSheet(sheet);
      continue;
    }
    found = true;
    for await (const row of sheet) {
      const raw = (row.values as unknown[]).slice(1);
      yield { number: row.number, values: raw.map(cellText) };
    }
    return;
  }
  if (!found) throw new SourceError(importMessages.xlsxSheetMissing(sheetName ?? ''));
}

/** Opens the chosen (or first) sheet of an XLSX workbook, streamed: the first non-empty row is the header. */
export async function openXlsx(path: string, sheet?: string): Promise<Table> {
  // A zip bomb is refused from its directory (declared sizes) or by the byte count while inflating.
  await guardZip(path);
  let header: string[] | undefined;
  let hasData = false;
  try {
    for await (const row of sheetRows(path, sheet)) {
      if (!header) {
        if (row.values.some((cell) => cell.trim() !== '')) header = row.values.map((cell) => cell.trim());
      } else if (row.values.some((cell) => cell.trim() !== '')) {
        hasData = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(importMessages.xlsxParse);
  }
  if (!header || !hasData || header.length > importLimits.maxColumns)
    throw new SourceError(importMessages.xlsxParse);
  const columns = header;
  return {
    header: columns,
    async *rows(): AsyncIterable<TableRow> {
      let seenHeader = false;
      try {
        for await (const row of sheetRows(path, sheet)) {
          if (!seenHeader) {
            seenHeader = row.values.some((cell) => cell.trim() !== '');
            continue;
          }
          if (row.values.every((cell) => cell.trim() === '')) continue;
          yield { line: row.number, values: columns.map((_, index) => row.values[index] ?? '') };
        }
      } catch {
        throw new SourceError(importMessages.xlsxParse);
      }
    },
  };
}
