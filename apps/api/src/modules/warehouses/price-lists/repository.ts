import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { priceListWarehouses, priceLists, warehouses } from '../../../db/schema/index';

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListView = PriceListRow & { baseName: string | null; warehouseIds: string[] };
export type PriceListFields = Omit<
  typeof priceLists.$inferInsert,
  'id' | 'accountId' | 'systemId' | 'version' | 'createdAt' | 'modifiedAt'
>;

/** Serializes changes to one account's price lists (default flag, hierarchy, chains, the cap). */
export async function lockAccountPriceLists(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`price-lists:${accountId}`}, 0))`);
}

const base = alias(priceLists, 'base');
const warehouseIds = sql<string[]>`coalesce((
  select array_agg(${priceListWarehouses.warehouseId} order by ${priceListWarehouses.warehouseId})
  from ${priceListWarehouses} where ${priceListWarehouses.priceListId} = ${priceLists.id}), '{}')`;

function viewQuery(db: Db) {
  return db
    .select({ list: priceLists, baseName: base.name, warehouseIds })
    .from(priceLists)
    .leftJoin(base, eq(base.id, priceLists.basePriceListId));
}

const flatten = (row: {
  list: PriceListRow;
  baseName: string | null;
  warehouseIds: string[];
}): PriceListView => ({
  ...row.list,
  baseName: row.baseName,
  warehouseIds: row.warehouseIds,
});

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function findPriceListPage(
  db: Db,
  accountId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const parts: SQL[] = [eq(priceLists.accountId, accountId)];
  if (search) parts.push(sql`${priceLists.name} ilike ${likePattern(search)}`);
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(asc(priceLists.hierarchy), asc(priceLists.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(priceLists).where(where),
  ]);
  return { rows: rows.map(flatten), count: total?.total ?? 0 };
}

export async function findPriceList(
  db: Db,
  accountId: string,
  id: string,
): Promise<PriceListView | undefined> {
  const [row] = await viewQuery(db).where(and(eq(priceLists.accountId, accountId), eq(priceLists.id, id)));
  return row ? flatten(row) : undefined;
}

export async function findPriceListRow(
  db: Db,
  accountId: string,
  id: string,
): Promise<PriceListRow | undefined> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.accountId, accountId), eq(priceLists.id, id)));
  return row;
}

export async function selectAllPriceLists(db: Db, accountId: string): Promise<PriceListRow[]> {
  return db
    .select()
    .from(priceLists)
    .where(eq(priceLists.accountId, accountId))
    .orderBy(asc(priceLists.hierarchy));
}

export async function countOwnWarehouses(db: Db, accountId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(warehouses)
    .where(and(eq(warehouses.accountId, accountId), inArray(warehouses.id, [...ids])));
  return row?.total ?? 0;
}

export async function insertPriceList(tx: Db, row: typeof priceLists.$inferInsert): Promise<PriceListRow> {
  const [saved] = await tx.insert(priceLists).values(row).returning();
  return saved!;
}

export async function updatePriceListRow(
  tx: Db,
  id: string,
  fields: Partial<PriceListFields>,
): Promise<void> {
  await tx
    .update(priceLists)
    .set({ ...fields, version: sql`${priceLists.version} + 1`, modifiedAt: new Date() })
    .where(eq(priceLists.id, id));
}

export async function replaceAssignedWarehouses(tx: Db, id: string, ids: readonly string[]): Promise<void> {
  await tx.delete(priceListWarehouses).where(eq(priceListWarehouses.priceListId, id));
  if (ids.length > 0)
    await tx.insert(priceListWarehouses).values(ids.map((warehouseId) => ({ priceListId: id, warehouseId })));
}

/** The id of the account's default price list, or null when it has none. */
export async function findDefaultPriceListId(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.accountId, accountId), eq(priceLists.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

export async function clearDefaultPriceList(
  tx: Db,
  accountId: string,
  exceptId: string | null,
): Promise<void> {
  const parts = [eq(priceLists.accountId, accountId), eq(priceLists.isDefault, true)];
  if (exceptId) parts.push(ne(priceLists.id, exceptId));
  await tx
    .update(priceLists)
    .set({ isDefault: false, version: sql`${priceLists.version} + 1`, modifiedAt: new Date() })
    .where(and(...parts));
}

/** A dependent list follows its base's currency, down the whole chain. */
export async function setCurrencyOfDependents(tx: Db, accountId: string, rootId: string, currency: string) {
  await tx.execute(sql`
    with recursive chain(id) as (
      select id from ${priceLists} where base_price_list_id = ${rootId} and account_id = ${accountId}
      union
      select p.id from ${priceLists} p join chain c on p.base_price_list_id = c.id
    )
    update ${priceLists} set currency = ${currency} where id in (select id from chain)`);
}

export async function deletePriceListRow(tx: Db, id: string): Promise<void> {
  await tx.delete(priceLists).where(eq(priceLists.id, id));
}
