import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LocationWarehouse } from '@zaplecze/contract/locations';
import type { Db } from '../../db/client';

/**
 * The one place where locations meet warehouses. Warehouses are their own module (table
 * `warehouses`: id, account_id, name), built on another branch; until it is merged this reads
 * the table by raw SQL when it exists, and otherwise offers each account one stand-in warehouse
 * with a stable id, so locations can be created and tested now. When the warehouses module
 * lands, these functions should call its service instead, and `locations.warehouse_id` gets its
 * foreign key.
 */
export const standInWarehouseName = 'Magazyn główny';

/** A stable id per account (uuid-shaped hash), the same on every call and every machine. */
export function standInWarehouseId(accountId: string): string {
  const hex = createHash('sha1').update(`warehouse:${accountId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function warehousesTableExists(db: Db): Promise<boolean> {
  const result = await db.execute<{ present: boolean }>(
    sql`select to_regclass('public.warehouses') is not null as present`,
  );
  return Boolean((result as unknown as { rows: { present: boolean }[] }).rows[0]?.present);
}

export async function listWarehouses(db: Db, accountId: string): Promise<LocationWarehouse[]> {
  if (!(await warehousesTableExists(db)))
    return [{ id: standInWarehouseId(accountId), name: standInWarehouseName }];
  const result = await db.execute<LocationWarehouse>(
    sql`select id::text as id, name from warehouses where account_id = ${accountId} order by lower(name), id`,
  );
  return (result as unknown as { rows: LocationWarehouse[] }).rows;
}

/** Names by id of the account's warehouses, for lists, exports and labels. */
export async function warehouseNames(db: Db, accountId: string): Promise<Map<string, string>> {
  return new Map((await listWarehouses(db, accountId)).map((warehouse) => [warehouse.id, warehouse.name]));
}

export async function warehouseExists(db: Db, accountId: string, id: string): Promise<boolean> {
  return (await warehouseNames(db, accountId)).has(id);
}
