import { sql, type SQL } from 'drizzle-orm';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { priceAlongChain, priceListChain } from '@zaplecze/contract/warehouses/price-lists';
import type { z } from 'zod';
import type { productPriceView } from '@zaplecze/contract/products/products';
import type { Db } from '../../db/client';
import { productPrices, products } from '../../db/schema/index';
import { listAllPriceLists, type PriceListRow } from '../warehouses/service';

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

/** `grosze` (a numeric SQL expression) through the dependent steps of a chain, each rounded half-up. */
function derivedGrosze(grosze: SQL, steps: readonly PriceListRow[]): SQL {
  return steps.reduce<SQL>(
    (price, step) =>
      sql`greatest(0, round(${price} * ${step.multiplier}::numeric) + ${step.additionalValue})`,
    grosze,
  );
}

const variantAggregates = {
  lowest: sql`min(nullif(vp.amount, 0))`,
  highest: sql`max(vp.amount)`,
  average: sql`avg(nullif(vp.amount, 0))`,
} as const;

/**
 * Sets `products.price` (gross, in the account's default price list) for the given products, or
 * all the account's products when `productIds` is null, in one statement. A product without a
 * price of its own takes its variants' price as the default list's variantPriceConfig says.
 * Called after every save of a product and after every change of price lists.
 */
export async function recomputeProductPrices(
  tx: Db,
  accountId: string,
  productIds: readonly string[] | null,
): Promise<void> {
  const lists = await listAllPriceLists(tx, accountId);
  const defaultList = lists.find((list) => list.isDefault);
  const chain = defaultList ? priceListChain(lists, defaultList.id) : null;
  const scope = productIds ? sql`and p.id = any(${sql.param(productIds)}::uuid[])` : sql``;
  if (!defaultList || !chain) {
    await tx.execute(sql`update ${products} p set price = null
                          where p.account_id = ${accountId} and p.price is not null ${scope}`);
    return;
  }
  const root = chain[0]!;
  const config = (defaultList.variantPriceConfig ?? 'lowest') as keyof typeof variantAggregates;
  const aggregate = variantAggregates[config] ?? variantAggregates.lowest;
  const base = sql`coalesce(
      (select own.amount from ${productPrices} own
        where own.product_id = p.id and own.variant_id is null and own.price_list_id = ${root.id}),
      (select ${aggregate} from ${productPrices} vp
        where vp.product_id = p.id and vp.variant_id is not null and vp.price_list_id = ${root.id}))`;
  const price = sql`(${derivedGrosze(sql`round(${base} * 100)`, chain.slice(1))}) / 100.0`;
  await tx.execute(sql`
    update ${products} p set price = computed.price, currency = ${defaultList.currency}
      from (select p.id, round(${price}, 2) as price from ${products} p
             where p.account_id = ${accountId} ${scope}) computed
     where p.id = computed.id
       and (p.price is distinct from computed.price or p.currency <> ${defaultList.currency})`);
}
