import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ShopifyClient } from './client';
import { variantsQuery, type ShopifyVariant, type ShopifyVariantsPage } from './contract/operations';

/** Keys per variant search. */
const searchChunk = 50;

/** Shopify's search syntax for variants with one of these SKUs or barcodes (quoted, OR-joined). */
export function variantSearch(field: 'sku' | 'barcode', keys: readonly string[]): string {
  return keys.map((key) => `${field}:"${key.replace(/(["\\])/g, '\\$1')}"`).join(' OR ');
}

/** A sellable unit of a product: the product itself (no variants) or one of its variants. */
export interface Unit {
  productId: string;
  productName: string;
  sku: string;
  ean: string | null;
  available: number | null;
  /** In the list's currency as a decimal string (`12.50`): Shopify's `Money` scalar. */
  price: string | null;
}

/** The units of `productIds` with their available stock in the warehouse and price in the list. */
export async function unitsOf(
  db: Db,
  accountId: string,
  productIds: string[],
  warehouseId: string | null,
  priceListId: string | null,
): Promise<Unit[]> {
  const rows = await rowsOf<{
    product_id: string;
    product_name: string;
    sku: string;
    ean: string | null;
    available: number | null;
    price: string | null;
  }>(
    db,
    sql`with units as (
          select p.id as product_id, p.name as product_name, coalesce(v.sku, p.sku) as sku,
                 case when v.id is null then p.ean else v.ean end as ean, v.id as variant_id
            from products p
            left join product_variants v on v.product_id = p.id
           where p.account_id = ${accountId} and p.id = any(${sql.param(productIds)}::uuid[])
        ),
        list as (select id, base_price_list_id, multiplier, additional_value from price_lists
                  where id = ${priceListId}::uuid and account_id = ${accountId})
        select u.product_id, u.product_name, u.sku, u.ean,
               (select greatest(0, l.on_hand - l.reserved) from stock_levels l
                 where l.product_id = u.product_id and l.variant_id is not distinct from u.variant_id
                   and l.warehouse_id = ${warehouseId}::uuid) as available,
               (select coalesce(
                         (select pp.amount from product_prices pp where pp.price_list_id = list.id
                             and pp.product_id = u.product_id and pp.variant_id = u.variant_id),
                         (select pp.amount from product_prices pp where pp.price_list_id = list.id
                             and pp.product_id = u.product_id and pp.variant_id is null),
                         (select round(pp.amount * list.multiplier + list.additional_value / 100.0, 2)
                            from product_prices pp where pp.price_list_id = list.base_price_list_id
                             and pp.product_id = u.product_id
                             and (pp.variant_id = u.variant_id or pp.variant_id is null)
                           order by pp.variant_id nulls last limit 1))
                  from list)::numeric(14, 2)::text as price
          from units u`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productName: row.product_name,
    sku: row.sku,
    ean: row.ean,
    available: warehouseId ? Number(row.available ?? 0) : null,
    price: row.price,
  }));
}

/** The shop's variants for the units' keys (SKU or barcode, as the settings match), by lower-cased key. */
export async function findVariants(client: ShopifyClient, field: 'sku' | 'barcode', keys: string[]) {
  const found = new Map<string, ShopifyVariant>();
  for (let start = 0; start < keys.length; start += searchChunk) {
    const chunk = keys.slice(start, start + searchChunk);
    let after: string | null = null;
    for (;;) {
      const page: ShopifyVariantsPage = await client.request<ShopifyVariantsPage>(variantsQuery, {
        first: 250,
        after,
        query: variantSearch(field, chunk),
      });
      for (const variant of page.productVariants.nodes) {
        const key = (field === 'sku' ? variant.sku : variant.barcode)?.toLowerCase();
        if (key && !found.has(key)) found.set(key, variant);
      }
      if (!page.productVariants.pageInfo.hasNextPage) break;
      after = page.productVariants.pageInfo.endCursor;
    }
  }
  return found;
}
