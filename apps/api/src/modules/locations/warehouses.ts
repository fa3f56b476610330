import type { LocationWarehouse } from '@zaplecze/contract/locations/locations';
import type { Db } from '../../db/client';
import { listAllWarehouses } from '../warehouses/service';

/** The one place where locations meet warehouses: the warehouses module's own list. */
export async function listWarehouses(db: Db, accountId: string): Promise<LocationWarehouse[]> {
  return (await listAllWarehouses(db, accountId)).map(({ id, name }) => ({ id, name }));
}

/** Names by id of the account's warehouses, for lists, exports and labels. */
export async function warehouseNames(db: Db, accountId: string): Promise<Map<string, string>> {
  return new Map((await listWarehouses(db, accountId)).map((warehouse) => [warehouse.id, warehouse.name]));
}

export async function warehouseExists(db: Db, accountId: string, id: string): Promise<boolean> {
  return (await warehouseNames(db, accountId)).has(id);
}
