import type { Readable } from 'node:stream';
import type { Row } from 'exceljs';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';
import type { Table, TableRow } from './table';
import { guardZip, type ZipEntryReaders } from './zip-guard';

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

/** The parts of exceljs's streaming WorkbookReader that read one part of the workbook each, and what they keep. */
interface WorkbookParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ eventType: string; value: unknown }>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: unknown }>;
}

type ExcelRow = Pick<Row, 'number' | 'values'>;

async function drain(events: AsyncIterable<unknown>): Promise<void> {
  const iterator = events[Symbol.asyncIterator]();
  while (!(await iterator.next()).done);
}

const sheetFile = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The workbook's sheets, each streamed row by row, from the entries `guardZip` checked (read through the zip's
 * central directory). exceljs's own
 * reader takes the archive in one pass in stored order and now and then loses its last entry (exceljs#3064),
 * which is `xl/workbook.xml` in files written by exceljs — ours among them: a sheet then came back empty or
 * unreadable. Here the relationships, the workbook and the shared strings are read first, then the sheets in
 * the workbook's order, each opened only when its rows are read. exceljs is loaded on the first XLSX file,
 * not at the server's start (~29 MB resident).
 */
async function* workbookSheets(
  entries: ZipEntryReaders,
): AsyncGenerator<AsyncIterable<ExcelRow> & { name: string }> {
  const exceljs = (await import('exceljs')).default;
  // The input is never read: the parts below are handed to it one by one.
  const reader = new exceljs.stream.xlsx.WorkbookReader('', {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const open = (name: string) => entries.get(name)?.();
  const relationships = open('xl/_rels/workbook.xml.rels');
  if (relationships) await reader._parseRels(relationships);
  const workbook = open('xl/workbook.xml');
  if (!workbook) throw new SourceError(importMessages.xlsxParse);
  await reader._parseWorkbook(workbook);
  const sharedStrings = open('xl/sharedStrings.xml');
  // With 'cache' the strings are kept on the reader; the generator yields nothing to keep.
  if (sharedStrings) await drain(reader._parseSharedStrings(sharedStrings));
  // In the order the workbook lists them (a person may have moved a sheet), unlisted ones last.
  const listed = (reader.model?.sheets ?? []).map(
    (sheet) => reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target,
  );
  const position = (number: string) => {
    const at = listed.indexOf(`worksheets/sheet${number}.xml`);
    return at === -1 ? listed.length + Number(number) : at;
  };
  const sheets = [...entries.keys()]
    .map((name) => ({ name, number: sheetFile.exec(name)?.[1] }))
    .filter((sheet): sheet is { name: string; number: string } => sheet.number !== undefined)
    .sort((a, b) => position(a.number) - position(b.number));
  for (const sheet of sheets) {
    const lazily = (async function* () {
      yield* open(sheet.name)!;
    })();
    for (const { eventType, value } of reader._parseWorksheet(lazily, sheet.number)) {
      if (eventType === 'worksheet') yield value as AsyncIterable<ExcelRow> & { name: string };
    }
  }
}

/** The workbook's sheet names; the rows are skipped (drained, never held). */
export async function listSheets(path: string): Promise<string[]> {
  const names: string[] = [];
  const entries = await guardZip(path);
  try {
    for await (const sheet of workbookSheets(entries)) names.push(sheet.name);
  } catch {
    throw new SourceError(importMessages.xlsxParse);
  }
  return names;
}

/** The rows of the chosen sheet (by name), or of the first one; the other sheets are not read. */
async function* sheetRows(
  entries: ZipEntryReaders,
  sheetName?: string,
): AsyncGenerator<{ number: number; values: string[] }> {
  let found = false;
  for await (const sheet of workbookSheets(entries)) {
    if (sheetName !== undefined && sheet.name !== sheetName) continue;
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
  const entries = await guardZip(path);
  let header: string[] | undefined;
  let hasData = false;
  try {
    for await (const row of sheetRows(entries, sheet)) {
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
        for await (const row of sheetRows(entries, sheet)) {
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
