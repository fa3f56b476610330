import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStatuses, priceLists, warehouses } from '../../db/schema/index';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseWithNames = WarehouseRow & {
  defaultPriceListName: string | null;
  cancellationStatusName: string | null;
};
export type WarehouseChanges = Partial<
  Omit<
    typeof warehouses.$inferInsert,
    'id' | 'accountId' | 'systemId' | 'version' | 'createdAt' | 'modifiedAt'
  >
>;

/** Serializes changes to one account's warehouses (default flag, positions, the cap of 20). */
export async function lockAccountWarehouses(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`warehouses:${accountId}`}, 0))`);
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const withNames = {
  warehouse: warehouses,
  defaultPriceListName: priceLists.name,
  cancellationStatusName: orderStatuses.internalName,
};

function joined(db: Db) {
  return db
    .select(withNames)
    .from(warehouses)
    .leftJoin(priceLists, eq(priceLists.id, warehouses.defaultPriceListId))
    .leftJoin(orderStatuses, eq(orderStatuses.id, warehouses.cancellationStatusId));
}

const flatten = (row: {
  warehouse: WarehouseRow;
  defaultPriceListName: string | null;
  cancellationStatusName: string | null;
}): WarehouseWithNames => ({
  ...row.warehouse,
  defaultPriceListName: row.defaultPriceListName,
  cancellationStatusName: row.cancellationStatusName,
});

export async function findWarehousePage(
  db: Db,
  accountId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const parts: SQL[] = [eq(warehouses.accountId, accountId)];
  if (search) parts.push(sql`${warehouses.name} ilike ${likePattern(search)}`);
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(warehouses.hierarchyPosition), asc(warehouses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(warehouses).where(where),
  ]);
  return { rows: rows.map(flatten), count: total?.total ?? 0 };
}

export async function findWarehouse(
  db: Db,
  accountId: string,
  id: string,
): Promise<WarehouseWithNames | undefined> {
  const [row] = await joined(db).where(and(eq(warehouses.accountId, accountId), eq(warehouses.id, id)));
  return row ? flatten(row) : undefined;
}

export async function selectAllWarehouses(db: Db, accountId: string): Promise<WarehouseRow[]> {
  return db
    .select()
    .from(warehouses)
    .where(eq(warehouses.accountId, accountId))
    .orderBy(asc(warehouses.hierarchyPosition));
}

export async function insertWarehouse(tx: Db, row: typeof warehouses.$inferInsert): Promise<WarehouseRow> {
  const [saved] = await tx.insert(warehouses).values(row).returning();
  return saved!;
}

export async function updateWarehouseRow(tx: Db, id: string, changes: WarehouseChanges): Promise<void> {
  await tx
    .update(warehouses)
    .set({ ...changes, version: sql`${warehouses.version} + 1`, modifiedAt: new Date() })
    .where(eq(warehouses.id, id));
}

/** The id of the account's default warehouse, or null when it has none. */
export async function findDefaultWarehouseId(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.accountId, accountId), eq(warehouses.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

/** Clears the default flag of every other warehouse, before another one takes it. */
export async function clearDefaultWarehouse(
  tx: Db,
  accountId: string,
  exceptId: string | null,
): Promise<void> {
  const parts = [eq(warehouses.accountId, accountId), eq(warehouses.isDefault, true)];
  if (exceptId) parts.push(ne(warehouses.id, exceptId));
  await tx
    .update(warehouses)
    .set({ isDefault: false, version: sql`${warehouses.version} + 1`, modifiedAt: new Date() })
    .where(and(...parts));
}

export async function deleteWarehouseRow(tx: Db, id: string): Promise<void> {
  await tx.delete(warehouses).where(eq(warehouses.id, id));
}
