import { sql } from 'drizzle-orm';
import {
  stockMessages,
  type ProductLookupItem,
  type productLookupQuery,
} from '@zaplecze/contract/stock/stock';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { validationFailed } from '../../errors';
import { rowsOf } from '../../db/rows';
import { pricesIn, vatPercent } from './catalog';

/**
 * The catalogue search of an order's 'add product' (GET /api/products/lookup): by name, SKU or
 * EAN; a Variable product is not sold itself, its variants are listed as their own rows; archived
 * products are left out. Exact SKU/EAN matches come first, then SKU prefixes, then names.
 */

const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

interface Found {
  product_id: string;
  variant_id: string | null;
  sku: string;
  ean: string | null;
  name: string;
  image_url: string | null;
  vat_rate_id: string;
  available: number;
  rank: number;
}

export async function lookupProducts(
  db: Db,
  accountId: string,
  query: z.output<typeof productLookupQuery>,
): Promise<{ data: ProductLookupItem[] }> {
  if (query.priceListId) {
    const [list] = await rowsOf<{ id: string }>(
      db,
      sql`select id from price_lists where account_id = ${accountId} and id = ${query.priceListId}`,
    );
    if (!list) throw validationFailed({ priceListId: stockMessages.priceListNotFound });
  }
  if (query.warehouseId) {
    const [warehouse] = await rowsOf<{ id: string }>(
      db,
      sql`select id from warehouses where account_id = ${accountId} and id = ${query.warehouseId}`,
    );
    if (!warehouse) throw validationFailed({ warehouseId: stockMessages.warehouseNotFound });
  }
  const inWarehouse = (total: ReturnType<typeof sql>, variant: ReturnType<typeof sql>) =>
    query.warehouseId
      ? sql`coalesce((select l.on_hand - l.reserved from stock_levels l
                       where l.product_id = p.id and l.variant_id is not distinct from ${variant}
                         and l.warehouse_id = ${query.warehouseId}), 0)`
      : total;
  const q = query.q.toLowerCase();
  const contains = `%${likeText(q)}%`;
  const prefix = `${likeText(q)}%`;
  const rank = (sku: ReturnType<typeof sql>, ean: ReturnType<typeof sql>) =>
    sql`case when lower(${sku}) = ${q} or lower(${ean}) = ${q} then 0 when lower(${sku}) like ${prefix} then 1 else 2 end`;
  const found = await rowsOf<Found>(
    db,
    sql`select * from (
          select p.id as product_id, null::uuid as variant_id, p.sku, p.ean, p.name,
                 p.pictures->0->>'url' as image_url, p.vat_rate_id,
                 ${inWarehouse(sql`p.stock - p.stock_reserved`, sql`null::uuid`)} as available,
                 ${rank(sql`p.sku`, sql`p.ean`)} as rank
            from products p
           where p.account_id = ${accountId} and p.type <> 'Variable' and p.status <> 'Archived'
             and (${q} = '' or lower(p.name) like ${contains} or lower(p.sku) like ${prefix} or lower(p.ean) = ${q})
          union all
          select p.id, v.id, v.sku, v.ean, p.name || coalesce(' – ' || nullif(v.name, ''), ' – ' || v.sku),
                 p.pictures->0->>'url', p.vat_rate_id, ${inWarehouse(sql`v.stock - v.stock_reserved`, sql`v.id`)},
                 ${rank(sql`v.sku`, sql`v.ean`)}
            from product_variants v join products p on p.id = v.product_id
           where v.account_id = ${accountId} and p.status <> 'Archived'
             and (${q} = '' or lower(p.name) like ${contains} or lower(coalesce(v.name, '')) like ${contains}
                  or lower(v.sku) like ${prefix} or lower(v.ean) = ${q})
        ) found
        order by rank, name, sku
        limit ${query.limit}`,
  );
  const prices = await pricesIn(
    db,
    accountId,
    query.priceListId,
    found.map((row) => ({ productId: row.product_id, variantId: row.variant_id })),
  );
  return {
    data: found.map((row) => {
      const price = prices.get(`${row.product_id}|${row.variant_id ?? ''}`)!;
      return {
        productId: row.product_id,
        variantId: row.variant_id,
        sku: row.sku,
        ean: row.ean,
        name: row.name,
        imageUrl: row.image_url,
        grossPrice: price.grossPrice,
        currency: price.currency,
        tax: vatPercent(row.vat_rate_id),
        available: row.available,
      };
    }),
  };
}
