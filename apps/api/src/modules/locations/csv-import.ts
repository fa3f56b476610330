import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  locationCodeMaxLength,
  locationCsvColumns,
  locationImportMaxRows,
  locationMessages as messages,
} from '@zaplecze/contract/locations';
import type { Db } from '../../db/client';
import { AppError, validationFailed } from '../../errors';
import { recordAudit } from '../audit/service';
import { locationTypesByName, type Actor } from '../location-types/service';
import { insertLocations, lockAccountLocations, nextSystemId, selectCodesInWarehouse } from './repository';
import { locationTarget } from './service';
import { warehouseExists } from './warehouses';

/** Header names the import recognises (lower-cased), Polish as exported and English. */
const codeHeaders = new Set([locationCsvColumns.code.toLowerCase(), 'code']);
const typeHeaders = new Set([locationCsvColumns.type.toLowerCase(), 'typ', 'type']);
const maxReportedErrors = 20;

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), otherwise Windows-1250 (Polish Excel). */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1250');
  }
}

/** ';' or ',' — whichever the header line uses more (Polish Excel writes ';'). */
export function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (ch: string) => header.split(ch).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

interface ParsedRow {
  line: number;
  code: string;
  type: string;
}

export function parseLocationCsv(bytes: Buffer): ParsedRow[] {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw validationFailed({ file: messages.importParse }, messages.importParse);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0)
    throw validationFailed({ file: messages.importEmpty }, messages.importEmpty);
  const names = header.record.map((name) => name.trim().toLowerCase());
  const codeAt = names.findIndex((name) => codeHeaders.has(name));
  const typeAt = names.findIndex((name) => typeHeaders.has(name));
  if (codeAt < 0 || typeAt < 0)
    throw validationFailed({ file: messages.importColumns }, messages.importColumns);
  if (rows.length > locationImportMaxRows)
    throw validationFailed({ file: messages.importTooMany }, messages.importTooMany);
  return rows
    .map(({ record, info }) => ({
      line: info.lines,
      code: (record[codeAt] ?? '').trim(),
      type: (record[typeAt] ?? '').trim(),
    }))
    .filter((row) => row.code !== '' || row.type !== '');
}

/**
 * Imports a whole file into one warehouse, in one transaction: either every row is saved or,
 * when any row is wrong, none is and the answer names the rows and fields (up to 20).
 */
export async function importLocations(
  db: Db,
  actor: Actor,
  warehouseId: string,
  bytes: Buffer,
  fileName: string,
): Promise<number> {
  const rows = parseLocationCsv(bytes);
  return db.transaction(async (tx) => {
    await lockAccountLocations(tx, actor.accountId);
    if (!(await warehouseExists(tx, actor.accountId, warehouseId)))
      throw validationFailed({ warehouseId: messages.warehouseUnknown });
    const types = await locationTypesByName(tx, actor.accountId);
    const taken = await selectCodesInWarehouse(tx, actor.accountId, warehouseId);
    const inFile = new Set<string>();
    const errors: { line: number; field: string; key: string; message: string }[] = [];
    const fail = (line: number, key: 'code' | 'type', message: string) =>
      errors.push({
        line,
        key,
        message,
        field: key === 'code' ? locationCsvColumns.code : locationCsvColumns.type,
      });

    for (const row of rows) {
      const lower = row.code.toLowerCase();
      if (!row.code) fail(row.line, 'code', messages.codeRequired);
      else if (row.code.length > locationCodeMaxLength) fail(row.line, 'code', messages.codeTooLong);
      else if (inFile.has(lower)) fail(row.line, 'code', messages.importDuplicateInFile);
      else if (taken.has(lower)) fail(row.line, 'code', messages.codeTaken);
      inFile.add(lower);
      if (!row.type) fail(row.line, 'type', messages.typeRequired);
      else if (!types.has(row.type.toLowerCase()))
        fail(row.line, 'type', `${messages.typeUnknown}: ${row.type}`);
    }
    if (errors.length > 0) {
      const first = errors[0]!;
      const fields = Object.fromEntries(
        errors
          .slice(0, maxReportedErrors)
          .map((error) => [
            `rows.${error.line}.${error.key}`,
            `Wiersz ${error.line}, ${error.field}: ${error.message}`,
          ]),
      );
      throw new AppError(
        'VALIDATION_FAILED',
        messages.importFailed(first.line, first.field, first.message),
        fields,
      );
    }

    const firstId = await nextSystemId(tx, actor.accountId);
    await insertLocations(
      tx,
      rows.map((row, index) => ({
        accountId: actor.accountId,
        warehouseId,
        typeId: types.get(row.type.toLowerCase())!.id,
        code: row.code,
        systemId: firstId + index,
      })),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: locationTarget,
      targetLabel: fileName,
      details: { note: `Import lokalizacji z pliku CSV: ${rows.length}`, count: rows.length, warehouseId },
    });
    return rows.length;
  });
}
