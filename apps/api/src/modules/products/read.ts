import { productMessages, type Product } from '@zaplecze/contract/products/products';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { listAllPriceLists, type PriceListRow } from '../warehouses/service';
import { toProduct } from './mapping';
import { selectPrices, selectProduct, selectVariants } from './repository';

/** One product as the editor shows it (variants, prices in every list), or 404. */
export async function readProduct(
  db: Db,
  accountId: string,
  id: string,
  lists?: readonly PriceListRow[],
): Promise<Product> {
  const row = await selectProduct(db, accountId, id);
  if (!row) throw notFound(productMessages.notFound);
  const [variants, prices, allLists] = await Promise.all([
    selectVariants(db, id),
    selectPrices(db, id),
    lists ?? listAllPriceLists(db, accountId),
  ]);
  return toProduct(row, variants, prices, allLists);
}
