import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, locationTypes } from '../../db/schema/index';

export type LocationTypeRow = typeof locationTypes.$inferSelect;
export type LocationTypeFields = Pick<
  LocationTypeRow,
  'name' | 'type' | 'availableForSale' | 'mode' | 'group' | 'description' | 'color'
>;

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function matching(accountId: string, search: string | undefined): SQL {
  const own = eq(locationTypes.accountId, accountId);
  if (!search) return own;
  const pattern = likePattern(search);
  return and(
    own,
    or(
      ilike(locationTypes.name, pattern),
      ilike(locationTypes.group, pattern),
      ilike(locationTypes.description, pattern),
    ),
  )!;
}

// Qualified by hand: drizzle writes a lone column unqualified, which inside the subquery would mean l.id.
const locationCount = sql<number>`(select count(*)::int from ${locations} l where l.type_id = "location_types"."id")`;

export async function selectTypePage(
  db: Db,
  accountId: string,
  query: { search?: string; page: number; limit: number },
): Promise<{ rows: (LocationTypeRow & { locationCount: number })[]; count: number }> {
  const where = matching(accountId, query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ type: locationTypes, locationCount })
      .from(locationTypes)
      .where(where)
      .orderBy(asc(sql`lower(${locationTypes.name})`), asc(locationTypes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(locationTypes)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.type, locationCount: row.locationCount })),
    count: total?.count ?? 0,
  };
}

export async function selectType(
  db: Db,
  accountId: string,
  id: string,
): Promise<(LocationTypeRow & { locationCount: number }) | undefined> {
  const [row] = await db
    .select({ type: locationTypes, locationCount })
    .from(locationTypes)
    .where(and(eq(locationTypes.accountId, accountId), eq(locationTypes.id, id)));
  return row ? { ...row.type, locationCount: row.locationCount } : undefined;
}

/** The account's types by lower-cased name (CSV import matches the type column by name). */
export async function selectTypesByName(db: Db, accountId: string): Promise<Map<string, LocationTypeRow>> {
  const rows = await db.select().from(locationTypes).where(eq(locationTypes.accountId, accountId));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export async function insertTypes(
  tx: Db,
  rows: (LocationTypeFields & { accountId: string })[],
): Promise<LocationTypeRow[]> {
  return tx.insert(locationTypes).values(rows).returning();
}

export async function updateTypeRow(
  tx: Db,
  id: string,
  fields: LocationTypeFields,
): Promise<LocationTypeRow> {
  const [row] = await tx
    .update(locationTypes)
    .set({ ...fields, version: sql`${locationTypes.version} + 1`, modifiedAt: new Date() })
    .where(eq(locationTypes.id, id))
    .returning();
  return row!;
}

export async function deleteTypeRow(tx: Db, id: string): Promise<void> {
  await tx.delete(locationTypes).where(eq(locationTypes.id, id));
}

/** Locks one type's row until the transaction ends, so no location can join a type being deleted. */
export async function lockType(tx: Db, accountId: string, id: string): Promise<void> {
  await tx.execute(
    sql`select 1 from ${locationTypes} where account_id = ${accountId} and id = ${id} for update`,
  );
}
