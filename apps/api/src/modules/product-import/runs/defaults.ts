import type { Db } from '../../../db/client';
import { keepOwnPrices, ownPricesWithoutList } from '../../products/service';
import { accountDefaults, createPriceList, createWarehouse } from '../../warehouses/service';

export interface AccountDefaults {
  defaultPriceListId: string | null;
  defaultWarehouseId: string | null;
}

export const defaultWarehouseName = 'Magazyn główny';
export const defaultPriceListName = 'Cennik podstawowy';

/** What the mapping writes that needs a default warehouse (stock) or price list (prices). */
function needs(mapping: Record<string, string> | null) {
  const targets = new Set(Object.values(mapping ?? {}));
  return { warehouse: targets.has('stock'), priceList: targets.has('price.amount') };
}

/** The dry run's note on the defaults the final import will create. */
export function missingDefaultsEntries(defaults: AccountDefaults, mapping: Record<string, string> | null) {
  const need = needs(mapping);
  return [
    ...(need.warehouse && !defaults.defaultWarehouseId
      ? [
          {
            dictionary: 'warehouses',
            count: 1,
            names: [defaultWarehouseName],
            text: `utworzy domyślny magazyn: ${defaultWarehouseName}`,
          },
        ]
      : []),
    ...(need.priceList && !defaults.defaultPriceListId
      ? [
          {
            dictionary: 'price_lists',
            count: 1,
            names: [defaultPriceListName],
            text: `utworzy domyślny cennik: ${defaultPriceListName}`,
          },
        ]
      : []),
  ];
}

/**
 * An account without a default warehouse or price list has nowhere to keep the file's stock and
 * variant prices (they were silently dropped, and every re-import "changed" them again): the final
 * import creates them first, through the warehouses module, as an account's first warehouse and
 * price list (which become its defaults). Prices products already carry without a list are kept.
 */
export async function ensureDefaults(
  db: Db,
  run: { accountId: string; userId: string | null; mapping: Record<string, string> | null },
): Promise<AccountDefaults> {
  const defaults = await accountDefaults(db, run.accountId);
  const need = needs(run.mapping);
  const actor = { accountId: run.accountId, userId: run.userId as string, ip: null };
  if (need.warehouse && !defaults.defaultWarehouseId)
    defaults.defaultWarehouseId = (await createWarehouse(db, actor, { name: defaultWarehouseName })).id;
  if (need.priceList && !defaults.defaultPriceListId)
    defaults.defaultPriceListId = await db.transaction(async (tx) => {
      const own = await ownPricesWithoutList(tx, run.accountId);
      const list = await createPriceList(tx, actor, { name: defaultPriceListName, type: 'independent' });
      await keepOwnPrices(tx, run.accountId, list.id, own);
      return list.id;
    });
  return defaults;
}
