import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, locationTypes } from '../../db/schema/index';

export type LocationRow = typeof locations.$inferSelect;
export type LocationWithType = LocationRow & { typeName: string; typeColor: string };

export interface LocationFilter {
  accountId: string;
  search?: string;
  warehouseId?: string;
  typeId?: string;
  ids?: readonly string[];
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function conditions(filter: LocationFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(locations.accountId, filter.accountId)];
  if (filter.warehouseId) parts.push(eq(locations.warehouseId, filter.warehouseId));
  if (filter.typeId) parts.push(eq(locations.typeId, filter.typeId));
  if (filter.ids) parts.push(inArray(locations.id, [...filter.ids]));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const asNumber = /^\d{1,9}$/.test(filter.search) ? Number(filter.search) : undefined;
    parts.push(
      or(
        ilike(locations.code, pattern),
        ilike(locationTypes.name, pattern),
        asNumber === undefined ? undefined : eq(locations.systemId, asNumber),
      ),
    );
  }
  return and(...parts)!;
}

const withType = { location: locations, typeName: locationTypes.name, typeColor: locationTypes.color };
const flatten = (row: { location: LocationRow; typeName: string; typeColor: string }): LocationWithType => ({
  ...row.location,
  typeName: row.typeName,
  typeColor: row.typeColor,
});

/** Sorted by code, case-insensitive and byte-wise (the same on every server), then by id for a stable page. */
const byCode = [asc(sql`lower(${locations.code}) collate "C"`), asc(locations.id)];

export async function selectLocationPage(
  db: Db,
  filter: LocationFilter,
  page: { page: number; limit: number },
): Promise<{ rows: LocationWithType[]; count: number }> {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withType)
      .from(locations)
      .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
      .where(where)
      .orderBy(...byCode)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(locations)
      .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), count: total?.count ?? 0 };
}

/** Every location of the filter (export, label sheets); callers cap the size. */
export async function selectLocations(
  db: Db,
  filter: LocationFilter,
  max: number,
): Promise<LocationWithType[]> {
  const rows = await db
    .select(withType)
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
    .where(conditions(filter))
    .orderBy(...byCode)
    .limit(max);
  return rows.map(flatten);
}

export async function selectLocation(
  db: Db,
  accountId: string,
  id: string,
): Promise<LocationWithType | undefined> {
  const [row] = await selectLocations(db, { accountId, ids: [id] }, 1);
  return row;
}

/** Serializes the account's location writes, so system ids and code checks cannot race. */
export async function lockAccountLocations(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`locations:${accountId}`}, 0))`);
}

export async function nextSystemId(tx: Db, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${locations.systemId}), 0)::int` })
    .from(locations)
    .where(eq(locations.accountId, accountId));
  return (row?.last ?? 0) + 1;
}

export async function codeTaken(
  tx: Db,
  accountId: string,
  warehouseId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.accountId, accountId),
        eq(locations.warehouseId, warehouseId),
        sql`lower(${locations.code}) = lower(${code})`,
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Lower-cased codes already used in one warehouse (CSV import checks the whole file against them). */
export async function selectCodesInWarehouse(
  tx: Db,
  accountId: string,
  warehouseId: string,
): Promise<Set<string>> {
  const rows = await tx
    .select({ code: sql<string>`lower(${locations.code})` })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.warehouseId, warehouseId)));
  return new Set(rows.map((row) => row.code));
}

export type NewLocation = Pick<LocationRow, 'accountId' | 'warehouseId' | 'typeId' | 'code' | 'systemId'>;

export async function insertLocations(tx: Db, rows: NewLocation[]): Promise<LocationRow[]> {
  const saved: LocationRow[] = [];
  // PostgreSQL takes at most 65535 parameters per statement; 1000 rows stay well below.
  for (let start = 0; start < rows.length; start += 1000) {
    saved.push(
      ...(await tx
        .insert(locations)
        .values(rows.slice(start, start + 1000))
        .returning()),
    );
  }
  return saved;
}

export async function updateLocationRow(
  tx: Db,
  id: string,
  fields: Pick<LocationRow, 'code' | 'typeId' | 'warehouseId'>,
): Promise<LocationRow> {
  const [row] = await tx
    .update(locations)
    .set({ ...fields, version: sql`${locations.version} + 1`, modifiedAt: new Date() })
    .where(eq(locations.id, id))
    .returning();
  return row!;
}

export async function deleteLocationRows(tx: Db, accountId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(locations).where(and(eq(locations.accountId, accountId), inArray(locations.id, [...ids])));
}
