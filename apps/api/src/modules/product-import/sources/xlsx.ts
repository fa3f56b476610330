import ExcelJS from 'exceljs';
import { importMessages } from '@zaplecze/contract/product-import';
import { importLimits, SourceError } from './limits';
import type { Table, TableRow } from './table';

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

async function* sheetRows(path: string): AsyncGenerator<{ number: number; values: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // The first sheet only; the others are not read.
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const raw = (row.values as unknown[]).slice(1);
      yield { number: row.number, values: raw.map(cellText) };
    }
    return;
  }
}

/** Opens the first sheet of an XLSX workbook, streamed: the first non-empty row is the header. */
export async function openXlsx(path: string): Promise<Table> {
  let header: string[] | undefined;
  let hasData = false;
  try {
    for await (const row of sheetRows(path)) {
      if (!header) {
        if (row.values.some((cell) => cell.trim() !== '')) header = row.values.map((cell) => cell.trim());
      } else if (row.values.some((cell) => cell.trim() !== '')) {
        hasData = true;
        break;
      }
    }
  } catch {
    throw new SourceError(importMessages.xlsxParse);
  }
  if (!header || !hasData || header.length > importLimits.maxColumns) throw new SourceError(importMessages.xlsxParse);
  const columns = header;
  return {
    header: columns,
    async *rows(): AsyncIterable<TableRow> {
      let seenHeader = false;
      try {
        for await (const row of sheetRows(path)) {
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
