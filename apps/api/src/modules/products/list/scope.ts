import { and, sql, type SQL } from 'drizzle-orm';
import { parseProductFilterParam, productListFilters } from '@zaplecze/contract/products/products-list';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { locations, products, stockLevels } from '../../../db/schema/index';
import { validationFailed } from '../../../errors';
import {
  customInlineGroup,
  parseCustomInlineParam,
} from '@zaplecze/contract/products/product-custom-filters';
import { customFieldDefinitions } from '../../custom-fields/service';
import { filterFieldsFor } from '../filter/account-fields';
import { compileProductFilter, productFilterCatalogueWith } from '../filter/fields';
import { priceInList } from './price-in-list';

export type ProductFilters = z.output<typeof productListFilters>;

/** The SQL a list, a summary, a bulk job and an export share: which products, and their price and stock. */
export interface ProductScope {
  accountId: string;
  where: SQL;
  /** The price shown and filtered: the default list's (products.price) or the chosen list's. */
  price: SQL;
  currency: SQL;
  /** The stock shown and filtered: the product's total, or its stock in the chosen warehouse. */
  stock: SQL;
  reserved: SQL;
  /** True when the price or stock is computed per row (no index on it). */
  computed: boolean;
  /** An identifier filter (SKU, EAN, product id) is on: a handful of matches is expected. */
  narrow: boolean;
}

const zone = sql.raw(`'Europe/Warsaw'`);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (value: string) => `%${escapeLike(value)}%`;

/**
 * The checked tree of the `filter` parameter and the catalogue it compiles with: a tree naming
 * custom fields is checked again against the account's fields (an unknown key is a 400).
 */
async function parseFilterText(db: Db, accountId: string, text: string | undefined) {
  if (!text) return null;
  let parsed = parseProductFilterParam(text);
  if (parsed.ok && parsed.filter) {
    const { customFields, catalogue } = await filterFieldsFor(db, accountId, parsed.filter);
    parsed = parseProductFilterParam(text, customFields);
    if (parsed.ok && parsed.filter) return { tree: parsed.filter, catalogue };
  }
  if (parsed.ok) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.issues) fields[['filter', ...issue.path].join('.')] ??= issue.message;
  throw validationFailed(fields, parsed.issues[0]!.message);
}

/**
 * The inline panel's custom-field filters (`custom`) as SQL: `custom.<key>` conditions compiled by
 * the conditional filter's compiler, over this account's fields only — a key it lacks is a 400.
 */
async function customInlineSql(
  db: Db,
  accountId: string,
  text: string | undefined,
): Promise<SQL | undefined> {
  if (!text) return undefined;
  const parsed = parseCustomInlineParam(text);
  if (!parsed.ok) throw validationFailed({ custom: parsed.message }, parsed.message);
  if (Object.keys(parsed.filters).length === 0) return undefined;
  const definitions = await customFieldDefinitions(db, accountId);
  const { group, issues } = customInlineGroup(parsed.filters, definitions);
  if (issues.length > 0) {
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[`custom.${issue.key}`] ??= issue.message;
    throw validationFailed(fields, issues[0]!.message);
  }
  return group
    ? compileProductFilter(group, { accountId }, productFilterCatalogueWith(definitions))
    : undefined;
}

export async function buildProductScope(
  db: Db,
  accountId: string,
  filters: ProductFilters,
): Promise<ProductScope> {
  const parts: SQL[] = [sql`${products.accountId} = ${accountId}::uuid`];
  let price: SQL = sql`${products.price}`;
  let currency: SQL = sql`${products.currency}`;
  let stock: SQL = sql`${products.stock}`;
  let reserved: SQL = sql`${products.stockReserved}`;
  let computed = false;

  if (filters.priceListId) {
    const inList = await priceInList(db, accountId, filters.priceListId);
    ({ price, currency } = inList);
    // With or without a range: only products priced in the list, found through the list's prices.
    parts.push(inList.matching({ from: filters.priceFrom, to: filters.priceTo }));
    computed = true;
  }
  if (filters.warehouseId) {
    const inWarehouse = sql`${stockLevels.productId} = ${products.id} and ${stockLevels.accountId} = ${products.accountId}
                            and ${stockLevels.warehouseId} = ${filters.warehouseId}::uuid`;
    parts.push(sql`exists (select 1 from ${stockLevels} where ${inWarehouse})`);
    stock = sql`(select coalesce(sum(${stockLevels.onHand}), 0)::int from ${stockLevels} where ${inWarehouse})`;
    reserved = sql`(select coalesce(sum(${stockLevels.reserved}), 0)::int from ${stockLevels} where ${inWarehouse})`;
    computed = true;
  }
  if (filters.type) parts.push(sql`${products.type} = ${filters.type}`);
  if (filters.status) parts.push(sql`${products.status} = ${filters.status}`);
  if (filters.search) {
    const pattern = contains(filters.search);
    parts.push(
      sql`(${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern} or ${products.ean} ilike ${pattern})`,
    );
  }
  if (filters.name) parts.push(sql`${products.name} ilike ${contains(filters.name)}`);
  if (filters.sku) parts.push(sql`${products.sku} ilike ${contains(filters.sku)}`);
  if (filters.ean) parts.push(sql`${products.ean} ilike ${contains(filters.ean)}`);
  if (filters.productId) {
    parts.push(
      uuidPattern.test(filters.productId)
        ? sql`${products.id} = ${filters.productId}::uuid`
        : sql`${products.id}::text like ${`${escapeLike(filters.productId.toLowerCase())}%`}`,
    );
  }
  if (filters.location) {
    parts.push(sql`exists (select 1 from ${stockLevels} join ${locations} on ${locations.id} = ${stockLevels.locationId}
      where ${stockLevels.productId} = ${products.id} and ${stockLevels.accountId} = ${products.accountId}
        ${filters.warehouseId ? sql`and ${stockLevels.warehouseId} = ${filters.warehouseId}::uuid` : sql``}
        and ${locations.code} ilike ${contains(filters.location)})`);
  }
  const available = sql`(${stock} - ${reserved})`;
  if (filters.stockStatus === 'in_stock') parts.push(sql`${available} >= 5`);
  if (filters.stockStatus === 'low_stock') parts.push(sql`${available} > 0 and ${available} < 5`);
  if (filters.stockStatus === 'out_of_stock') parts.push(sql`${stock} <= 0`);
  if (filters.stockStatus === 'reserved') parts.push(sql`${reserved} > 0`);
  // Written on the sort key coalesce(price, 0), so products_account_price_sort_idx (and its statistics)
  // serve a range too (0026); `is not null` keeps products without a price out, as `price >= x` did.
  if (!filters.priceListId && filters.priceFrom !== undefined)
    parts.push(sql`${price} is not null and coalesce(${price}, 0) >= ${filters.priceFrom}::numeric`);
  if (!filters.priceListId && filters.priceTo !== undefined)
    parts.push(sql`${price} is not null and coalesce(${price}, 0) <= ${filters.priceTo}::numeric`);
  if (filters.stockFrom !== undefined) parts.push(sql`${stock} >= ${filters.stockFrom}`);
  if (filters.stockTo !== undefined) parts.push(sql`${stock} <= ${filters.stockTo}`);
  if (filters.dateFrom)
    parts.push(sql`${products.createdAt} >= (${filters.dateFrom}::date::timestamp at time zone ${zone})`);
  if (filters.dateTo)
    parts.push(sql`${products.createdAt} < ((${filters.dateTo}::date + 1)::timestamp at time zone ${zone})`);
  if (filters.categoryId) {
    const id = sql`${filters.categoryId}::uuid`;
    parts.push(
      sql`(${products.categoryId} = ${id} or ${products.additionalCategory1Id} = ${id} or ${products.additionalCategory2Id} = ${id})`,
    );
  }
  if (filters.producerId) parts.push(sql`${products.producerId} = ${filters.producerId}::uuid`);
  const tags = (filters.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 0)
    parts.push(
      sql`${products.tags} && array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    );
  const filter = await parseFilterText(db, accountId, filters.filter);
  const compiled = filter ? compileProductFilter(filter.tree, { accountId }, filter.catalogue) : undefined;
  if (compiled) parts.push(sql`(${compiled})`);
  const custom = await customInlineSql(db, accountId, filters.custom);
  if (custom) parts.push(sql`(${custom})`);

  const narrow = Boolean(filters.sku || filters.ean || filters.productId);
  return { accountId, where: and(...parts)!, price, currency, stock, reserved, computed, narrow };
}

/** Just the filters of a list query (paging dropped), as kept by jobs. */
export const filtersOf = (query: Record<string, unknown>): ProductFilters => productListFilters.parse(query);
