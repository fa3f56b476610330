import type { Db } from '../db/client';
import { createLocationTypes } from '../modules/location-types/service';
import { addSeedLocations, listWarehouses } from '../modules/locations/service';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Demo location types (Regał, Zwroty, Bufor przyjęć) and, in every given warehouse, shelves in
 * zones A–C (A-01-01 … C-08-05: zone, aisle, level) and returns and buffers in zone D.
 * `warehouseIds` defaults to the account's warehouses as the locations module sees them; the
 * demo seed passes the ids of the warehouses it created.
 */
export async function seedLocations(
  db: Db,
  accountId: string,
  warehouseIds?: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const targets = warehouseIds ?? (await listWarehouses(tx, accountId)).map((warehouse) => warehouse.id);
    const [shelf, returns, buffer] = await createLocationTypes(tx, accountId, [
      {
        name: 'Regał',
        type: 'REGULAR',
        availableForSale: true,
        mode: 'fixed',
        group: 'Strefa A–C',
        description: 'Regały paletowe, poziomy 01–05',
        color: '#22C55E',
      },
      {
        name: 'Zwroty',
        type: 'RETURN',
        availableForSale: false,
        mode: 'manual',
        group: 'Strefa D',
        description: 'Towar zwrócony do sprawdzenia',
        color: '#F97316',
      },
      {
        name: 'Bufor przyjęć',
        type: 'BUFOR',
        availableForSale: false,
        mode: 'fixed_manual',
        group: 'Strefa D',
        description: 'Miejsce przy rampie na przyjęcia',
        color: '#8B5CF6',
      },
    ]);
    const items = targets.flatMap((warehouseId) => [
      ...['A', 'B', 'C'].flatMap((zone) =>
        Array.from({ length: 8 * 5 }, (_, index) => ({
          code: `${zone}-${pad(Math.floor(index / 5) + 1)}-${pad((index % 5) + 1)}`,
          typeId: shelf!.id,
          warehouseId,
        })),
      ),
      ...Array.from({ length: 8 }, (_, index) => ({
        code: `D-ZW-${pad(index + 1)}`,
        typeId: returns!.id,
        warehouseId,
      })),
      ...Array.from({ length: 4 }, (_, index) => ({
        code: `D-BUF-${pad(index + 1)}`,
        typeId: buffer!.id,
        warehouseId,
      })),
    ]);
    await addSeedLocations(tx, accountId, items);
    return items.length;
  });
}
