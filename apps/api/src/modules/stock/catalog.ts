import { sql } from 'drizzle-orm';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { priceListChain, priceAlongChain } from '@zaplecze/contract/warehouses/price-lists';
import type { ProductPicture } from '@zaplecze/contract/products/products';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import { polishVatRates, type PolishVatRateId } from '@zaplecze/contract/vat/vat';
import type { Db } from '../../db/client';
import { validationFailed } from '../../errors';
import { rowsOf } from '../../db/rows';
import { defaultPriceListId } from '../warehouses/service';

/**
 * The catalogue as orders see it: a product's gross price in a price list (a dependent list's
 * price derived along its chain, never stored), its VAT as a percentage, and the warehouse and
 * price list a new order gets.
 */

export interface PricedItem {
  productId: string;
  variantId: string | null;
}

export interface ListPrice {
  grossPrice: string | null;
  currency: string;
}

export const vatPercent = (id: PolishVatRateId | string): number =>
  polishVatRates.find((rate) => rate.id === id)?.value ?? 0;

const priceKey = (item: PricedItem) => `${item.productId}|${item.variantId ?? ''}`;

/** The gross prices of the items in the list (or the account's default list), keyed productId|variantId. */
export async function pricesIn(
  tx: Db,
  accountId: string,
  priceListId: string | null | undefined,
  items: PricedItem[],
): Promise<Map<string, ListPrice>> {
  const lists = await rowsOf<{
    id: string;
    basePriceListId: string | null;
    multiplier: string;
    additionalValue: number;
    currency: string;
    isDefault: boolean;
  }>(
    tx,
    sql`select id, base_price_list_id as "basePriceListId", multiplier, additional_value as "additionalValue",
               currency, is_default as "isDefault"
          from price_lists where account_id = ${accountId}`,
  );
  const target = lists.find((list) => list.id === priceListId) ?? lists.find((list) => list.isDefault);
  const chain = target ? priceListChain(lists, target.id) : null;
  const result = new Map<string, ListPrice>();
  const currency = target?.currency ?? 'PLN';
  if (!chain || items.length === 0) {
    for (const item of items) result.set(priceKey(item), { grossPrice: null, currency });
    return result;
  }
  const rows = await rowsOf<{ product_id: string; variant_id: string | null; amount: string }>(
    tx,
    sql`select product_id, variant_id, amount from product_prices
         where account_id = ${accountId} and price_list_id = ${chain[0]!.id}
           and product_id = any(${sql.param([...new Set(items.map((item) => item.productId))])}::uuid[])`,
  );
  const stored = new Map(rows.map((row) => [`${row.product_id}|${row.variant_id ?? ''}`, row.amount]));
  for (const item of items) {
    // A variant without its own price sells at its product's.
    const base = stored.get(priceKey(item)) ?? stored.get(`${item.productId}|`);
    const price = base === undefined ? null : priceAlongChain(toGrosze(base), chain.slice(1));
    result.set(priceKey(item), { grossPrice: price === null ? null : fromGrosze(price), currency });
  }
  return result;
}

export async function priceOf(tx: Db, accountId: string, priceListId: string | null, item: PricedItem) {
  return (await pricesIn(tx, accountId, priceListId, [item])).get(priceKey(item))!;
}

/** What an order line takes from its catalogue product (or variant), checked to be the account's. */
export async function catalogLine(
  tx: Db,
  accountId: string,
  priceListId: string | null,
  link: { catalogProductId: string; catalogVariantId?: string | null },
) {
  const [row] = await rowsOf<{
    type: string;
    name: string;
    sku: string;
    ean: string | null;
    pictures: ProductPicture[];
    vat_rate_id: string;
    variant_id: string | null;
    variant_sku: string | null;
    variant_ean: string | null;
    variant_name: string | null;
  }>(
    tx,
    sql`select p.type, p.name, p.sku, p.ean, p.pictures, p.vat_rate_id, v.id as variant_id,
               v.sku as variant_sku, v.ean as variant_ean, v.name as variant_name
          from products p
          left join product_variants v on v.id = ${link.catalogVariantId ?? null}::uuid and v.product_id = p.id
         where p.account_id = ${accountId} and p.id = ${link.catalogProductId}`,
  );
  if (!row) throw validationFailed({ catalogProductId: stockMessages.catalogProductNotFound });
  if (link.catalogVariantId && !row.variant_id)
    throw validationFailed({ catalogVariantId: stockMessages.variantNotFound });
  if (row.type === 'Variable' && !row.variant_id)
    throw validationFailed({ catalogVariantId: stockMessages.variableNotSellable });
  const price = await priceOf(tx, accountId, priceListId, {
    productId: link.catalogProductId,
    variantId: row.variant_id,
  });
  return {
    catalogProductId: link.catalogProductId,
    catalogVariantId: row.variant_id,
    name: row.variant_name ? `${row.name} – ${row.variant_name}` : row.name,
    sku: row.variant_sku ?? row.sku,
    ean: row.variant_id ? row.variant_ean : row.ean,
    imageUrl: row.pictures[0]?.url ?? null,
    grossPrice: price.grossPrice,
    tax: vatPercent(row.vat_rate_id),
  };
}

/**
 * The warehouse and price list of an order: the given ones (checked to be the account's), else
 * the account's default warehouse and that warehouse's price list or the default price list.
 */
export async function orderPlacement(
  tx: Db,
  accountId: string,
  warehouseId: string | null | undefined,
  priceListId: string | null | undefined,
) {
  const warehouses = await rowsOf<{ id: string; is_default: boolean; default_price_list_id: string | null }>(
    tx,
    sql`select id, is_default, default_price_list_id from warehouses where account_id = ${accountId}`,
  );
  const warehouse =
    warehouseId === undefined
      ? warehouses.find((row) => row.is_default)
      : warehouses.find((row) => row.id === warehouseId);
  if (warehouseId && !warehouse) throw validationFailed({ warehouseId: stockMessages.warehouseNotFound });
  if (priceListId) {
    const [list] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from price_lists where account_id = ${accountId} and id = ${priceListId}`,
    );
    if (!list) throw validationFailed({ priceListId: stockMessages.priceListNotFound });
    return { warehouseId: warehouse?.id ?? null, priceListId };
  }
  return {
    warehouseId: warehouse?.id ?? null,
    priceListId: warehouse?.default_price_list_id ?? (await defaultPriceListId(tx, accountId)),
  };
}

export type CatalogueCache = Map<string, Awaited<ReturnType<typeof catalogLine>>>;

/**
 * Order lines linked to the catalogue take name, SKU, EAN, picture, VAT and (when the list has
 * one) the price from their product; the rest of each line stays as sent.
 */
export async function fillCatalogLines<
  T extends { catalogProductId?: string | null; catalogVariantId?: string | null; grossPrice: string },
>(
  tx: Db,
  accountId: string,
  priceListId: string | null,
  lines: T[],
  /** Products already read (a batch of orders shares one): by price list, product and variant. */
  cache: CatalogueCache = new Map(),
): Promise<T[]> {
  const filled: T[] = [];
  for (const line of lines) {
    if (!line.catalogProductId) {
      filled.push({ ...line, catalogProductId: null, catalogVariantId: null });
      continue;
    }
    const key = `${priceListId}|${line.catalogProductId}|${line.catalogVariantId ?? ''}`;
    const known =
      cache.get(key) ??
      (await catalogLine(tx, accountId, priceListId, {
        catalogProductId: line.catalogProductId,
        catalogVariantId: line.catalogVariantId,
      }));
    cache.set(key, known);
    const { grossPrice, ...product } = known;
    filled.push({ ...line, ...product, grossPrice: grossPrice ?? line.grossPrice });
  }
  return filled;
}
