import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { priceAlongChain, priceListChain } from '@zaplecze/contract/warehouses/price-lists';
import type { z } from 'zod';
import type { productPriceView } from '@zaplecze/contract/products/products';
import type { PriceListRow } from '../warehouses/service';
/** The default list's price on products is written by the batch write (one writer of the catalogue). */
export { recomputeProductPrices } from './batch-write/prices';

type PriceView = z.infer<typeof productPriceView>;

/**
 * Prices of a product or variant in every price list of the account: independent lists show the
 * stored amount, dependent ones are derived from the root of their chain with the price lists'
 * own rule (base × multiplier + additional per list, half-up), never stored.
 */
export function priceViews(lists: readonly PriceListRow[], stored: ReadonlyMap<string, string>): PriceView[] {
  return lists.map((list) => {
    if (list.type === 'independent') {
      const amount = stored.get(list.id);
      return {
        priceListId: list.id,
        priceListName: list.name,
        amount: amount === undefined ? null : fromGrosze(toGrosze(amount)),
        currency: list.currency,
        derived: false,
      };
    }
    const chain = priceListChain(lists, list.id);
    const root = chain?.[0];
    const base = root ? stored.get(root.id) : undefined;
    return {
      priceListId: list.id,
      priceListName: list.name,
      amount:
        chain && base !== undefined ? fromGrosze(priceAlongChain(toGrosze(base), chain.slice(1))) : null,
      currency: list.currency,
      derived: true,
    };
  });
}
