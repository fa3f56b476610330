import { locationBulkMax, locationCsvColumns as columns } from '@zaplecze/contract/locations/locations';
import type { Db } from '../../db/client';
import { csvBom, csvLine } from '../../lib/csv';
import { selectLocations, type LocationFilter } from './repository';
import { warehouseNames } from './warehouses';

/** An export holds at most this many rows; the selection is capped by `locationBulkMax` anyway. */
export const locationExportMaxRows = 50_000;

const dateOf = (date: Date) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** The CSV of the selection or of the search; its first two columns import back as they are. */
export async function exportLocationsCsv(db: Db, filter: LocationFilter): Promise<string> {
  const max = filter.ids ? locationBulkMax : locationExportMaxRows;
  const [rows, names] = await Promise.all([
    selectLocations(db, filter, max),
    warehouseNames(db, filter.accountId),
  ]);
  const header = csvLine([
    columns.code,
    columns.type,
    columns.systemId,
    columns.warehouse,
    columns.createdAt,
  ]);
  const lines = rows.map((row) =>
    csvLine([row.code, row.typeName, row.systemId, names.get(row.warehouseId) ?? '', dateOf(row.createdAt)]),
  );
  return csvBom + header + lines.join('');
}
