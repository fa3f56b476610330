import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { csvBom, csvLine } from '../../../lib/csv';
import type { ExportCell } from './rows';

/** A file written row by row: a CSV for Polish Excel or an XLSX streamed to disk (never whole in memory). */
export interface ExportWriter {
  write(row: ExportCell[]): Promise<void>;
  close(): Promise<void>;
}

const formulaStart = /^[=+\-@\t\r\0]/;
/** Cells a spreadsheet would run as a formula are prefixed with an apostrophe (DESIGN.md §3). */
const safe = (cell: ExportCell) => (typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : cell);

async function csvWriter(filePath: string, header: readonly string[]): Promise<ExportWriter> {
  const stream = createWriteStream(filePath, { encoding: 'utf8' });
  const put = async (text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  await put(csvBom + csvLine(header));
  return {
    write: (row) => put(csvLine(row)),
    close: async () => {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

async function xlsxWriter(filePath: string, header: readonly string[]): Promise<ExportWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow([...header]).commit();
  return {
    write: async (row) => sheet.addRow(row.map(safe)).commit(),
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export const openExportWriter = (format: 'csv' | 'xlsx', filePath: string, header: readonly string[]) =>
  format === 'csv' ? csvWriter(filePath, header) : xlsxWriter(filePath, header);
