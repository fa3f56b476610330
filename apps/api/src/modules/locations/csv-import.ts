import {
  locationCodeMaxLength,
  locationCsvColumns,
  locationImportMaxRows,
  locationMessages as messages,
} from '@zaplecze/contract/locations/locations';
import type { Db } from '../../db/client';
import { AppError, validationFailed } from '../../errors';
import { CsvReadError, mapColumns, readCsv, type CsvTable } from '../../lib/csv-read';
import { recordAudit } from '../audit/service';
import { locationTypesByName, type Actor } from '../location-types/service';
import { insertLocations, lockAccountLocations, nextSystemId, selectCodesInWarehouse } from './repository';
import { locationTarget } from './service';
import { warehouseExists } from './warehouses';

/** Header names the import recognises, Polish as exported and English. */
const columns = {
  code: [locationCsvColumns.code, 'code'],
  type: [locationCsvColumns.type, 'typ', 'type'],
};
const readMessages = {
  parse: messages.importParse,
  empty: messages.importEmpty,
  rows: messages.importTooMany,
};
const maxReportedErrors = 20;

interface ParsedRow {
  line: number;
  code: string;
  type: string;
}

function readLocationTable(bytes: Buffer): CsvTable {
  try {
    return readCsv(bytes, locationImportMaxRows);
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    const message = readMessages[error.message as keyof typeof readMessages] ?? messages.importParse;
    throw validationFailed({ file: message }, message);
  }
}

export function parseLocationCsv(bytes: Buffer): ParsedRow[] {
  const table = readLocationTable(bytes);
  const { code, type } = mapColumns(table.header, columns);
  if (!code || !type) throw validationFailed({ file: messages.importColumns }, messages.importColumns);
  return table.rows
    .map(({ line, cells }) => ({ line, code: cells[code] ?? '', type: cells[type] ?? '' }))
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
