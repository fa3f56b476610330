import { sql, type SQL } from 'drizzle-orm';
import { productCoreMessages } from '@zaplecze/contract/products/product-core';
import { priceListChain } from '@zaplecze/contract/warehouses/price-lists';
import type { Db } from '../../../db/client';
import { productPrices, products } from '../../../db/schema/index';
import { validationFailed } from '../../../errors';
import { listAllPriceLists, type PriceListRow } from '../../warehouses/service';

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

/** A stored price: the product's own (variantId null) or a variant's, in one independent price list. */
export interface StoredPrice {
  productId: string;
  variantId: string | null;
  priceListId: string;
  amount: string;
}

/**
 * Makes the prices of the given products exactly `prices` (every list, the products' own and their
 * variants'), set-based, then the products' default-list price follows (recomputeProductPrices).
 * The price-list rule holds for every writer: a price goes only into an independent list of the
 * account (dependent lists are derived when read, never stored).
 */
export async function batchReplacePrices(
  tx: Db,
  accountId: string,
  productIds: readonly string[],
  prices: readonly StoredPrice[],
  lists: readonly PriceListRow[],
): Promise<void> {
  if (productIds.length === 0) return;
  const independent = new Set(lists.filter((list) => list.type === 'independent').map((list) => list.id));
  const wrong = prices.find((price) => !independent.has(price.priceListId));
  if (wrong)
    throw validationFailed({
      prices: lists.some((list) => list.id === wrong.priceListId)
        ? productCoreMessages.priceListDependent
        : productCoreMessages.priceListMissing,
    });
  await tx.execute(sql`delete from product_prices
    where account_id = ${accountId} and product_id = any(${sql.param([...productIds])}::uuid[])`);
  if (prices.length > 0) {
    const column = (pick: (price: StoredPrice) => string | null) => sql.param(prices.map(pick));
    await tx.execute(sql`
      insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
      select ${accountId}, u.pid, u.vid, u.list, u.amount
      from unnest(${column((price) => price.productId)}::uuid[], ${column((price) => price.variantId)}::uuid[],
        ${column((price) => price.priceListId)}::uuid[], ${column((price) => price.amount)}::numeric[])
        as u(pid, vid, list, amount)`);
  }
  await recomputeProductPrices(tx, accountId, productIds);
}
