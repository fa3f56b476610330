import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { priceLists, productPrices, products } from '../../../db/schema/index';

interface Step {
  multiplier: string;
  /** In grosze. */
  additionalValue: number;
}

/** A range of prices in złote (numeric text); either end may be open. */
export interface PriceRange {
  from?: string | number;
  to?: string | number;
}

export interface PriceInList {
  /** The product's price in the list, per row (what a row shows and sorts by). */
  price: SQL;
  currency: SQL;
  /** The products with a price in the list within `range`, as a set PostgreSQL drives from an index. */
  matching: (range: PriceRange) => SQL;
}

const unknownList = '00000000-0000-0000-0000-000000000000';

/** One dependent step in SQL, as `dependentPrice` of the contract: half-up to grosze, never below zero. */
const stepSql = (value: SQL, step: Step) =>
  sql`greatest(0, round(${value} * ${step.multiplier}::numeric, 2) + ${step.additionalValue}::numeric / 100)`;

/**
 * The root-list amounts whose derived price may fall in the range: each step of the chain is
 * inverted outermost first and widened by a grosz, so the range is a superset of the exact one
 * (the exact derived price is rechecked on the same index row). A lower bound at or below zero
 * is no bound at all (a price is never below zero, so every base reaches it).
 */
function rootRange(range: PriceRange, chain: Step[]): { from: number | null; to: number | null } {
  let from = range.from === undefined ? null : Number(range.from);
  let to = range.to === undefined ? null : Number(range.to);
  for (const step of [...chain].reverse()) {
    const multiplier = Number(step.multiplier);
    const added = step.additionalValue / 100;
    from = from === null || from <= 0 ? null : (from - added - 0.01) / multiplier;
    to = to === null ? null : (to - added + 0.01) / multiplier;
  }
  return { from, to };
}

/**
 * The price of a product in a price list: stored for an independent list; for a dependent one,
 * derived in SQL from its root list along the chain (base × multiplier + additional, each step
 * rounded half-up to grosze and never below zero, as `priceAlongChain` of the contract). A range
 * filter on a dependent list becomes a range on the root list's amounts (index
 * product_prices_product_level_amount_idx) with the exact derived price checked beside it.
 */
export async function priceInList(db: Db, accountId: string, priceListId: string): Promise<PriceInList> {
  const lists = await db.select().from(priceLists).where(eq(priceLists.accountId, accountId));
  const byId = new Map(lists.map((list) => [list.id, list]));
  const chain: Step[] = [];
  let current = byId.get(priceListId);
  while (current && current.type === 'dependent' && current.basePriceListId && chain.length < 20) {
    chain.unshift({ multiplier: current.multiplier, additionalValue: current.additionalValue });
    current = byId.get(current.basePriceListId);
  }
  // An unknown list (or a broken chain) matches nothing rather than leaking another account's.
  const rootId = current?.id ?? unknownList;
  const derive = (amount: SQL) => chain.reduce(stepSql, amount);
  const price = sql`(select ${derive(sql`pp.amount`)} from ${productPrices} pp
     where pp.product_id = ${products.id} and pp.variant_id is null and pp.price_list_id = ${rootId}::uuid)`;

  const matching = (range: PriceRange) => {
    const parts: SQL[] = [
      sql`pp.account_id = ${accountId}::uuid`,
      sql`pp.price_list_id = ${rootId}::uuid`,
      sql`pp.variant_id is null`,
    ];
    const root = rootRange(range, chain);
    if (root.from !== null) parts.push(sql`pp.amount >= ${root.from.toFixed(6)}::numeric`);
    if (root.to !== null) parts.push(sql`pp.amount <= ${root.to.toFixed(6)}::numeric`);
    if (chain.length > 0) {
      const exact = derive(sql`pp.amount`);
      if (range.from !== undefined) parts.push(sql`${exact} >= ${range.from}::numeric`);
      if (range.to !== undefined) parts.push(sql`${exact} <= ${range.to}::numeric`);
    }
    return sql`${products.id} in (select pp.product_id from ${productPrices} pp where ${sql.join(parts, sql` and `)})`;
  };
  return { price, currency: sql`${byId.get(priceListId)?.currency ?? 'PLN'}::text`, matching };
}
