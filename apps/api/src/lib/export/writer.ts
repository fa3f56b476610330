import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { csvBom, csvLine, formulaSafe } from '../csv';
import type { FileStorage } from '../storage/index';

/** One cell of an exported row: text, a number, or empty. */
export type ExportCell = string | number | null;

/**
 * An export file (products, orders) written row by row: a CSV for Polish Excel or an XLSX, streamed into the storage as it is
 * produced (never whole in memory). Nothing is stored until `close` succeeds; `abort` drops it.
 */
export interface ExportWriter {
  write(row: ExportCell[]): Promise<void>;
  close(): Promise<void>;
  abort(error: Error): Promise<void>;
}

/** Cells a spreadsheet would run as a formula are prefixed with an apostrophe (DESIGN.md §3). */
const safe = (cell: ExportCell) => (typeof cell === 'string' ? formulaSafe(cell) : cell);

export const exportContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A stream whose bytes go to `key`; `stored` settles when the storage has the whole file (or failed). */
function storageSink(storage: FileStorage, key: string, format: 'csv' | 'xlsx') {
  const stream = new PassThrough();
  const stored = storage.put(key, stream, { contentType: exportContentTypes[format] });
  // Observed at once so an early failure is not an unhandled rejection; awaited in close.
  stored.catch(() => {});
  return { stream, stored };
}

async function csvWriter(
  storage: FileStorage,
  key: string,
  header: readonly string[],
): Promise<ExportWriter> {
  const { stream, stored } = storageSink(storage, key, 'csv');
  const put = async (text: string) => {
    if (!stream.write(text, 'utf8')) await Promise.race([once(stream, 'drain'), stored]);
  };
  await put(csvBom + csvLine(header));
  return {
    write: (row) => put(csvLine(row)),
    close: async () => {
      stream.end();
      await stored;
    },
    abort: async (error) => {
      stream.destroy(error);
      await stored.catch(() => {});
    },
  };
}

async function xlsxWriter(
  storage: FileStorage,
  key: string,
  header: readonly string[],
  sheetName: string,
): Promise<ExportWriter> {
  const { stream, stored } = storageSink(storage, key, 'xlsx');
  // exceljs is loaded on the first XLSX export, not at the server's start (~29 MB resident).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).commit();
  return {
    write: async (row) => sheet.addRow(row.map(safe)).commit(),
    close: async () => {
      sheet.commit();
      await workbook.commit();
      await stored;
    },
    abort: async (error) => {
      stream.destroy(error);
      await stored.catch(() => {});
    },
  };
}

/** Opens the writer of `format` under `key`; `sheetName` names the XLSX worksheet. */
export const openExportWriter = (
  format: 'csv' | 'xlsx',
  storage: FileStorage,
  key: string,
  header: readonly string[],
  sheetName: string,
) => (format === 'csv' ? csvWriter(storage, key, header) : xlsxWriter(storage, key, header, sheetName));
