import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * TEMPORARY minimal stock service of helper E's branch (seeds call it); helper C's full version
 * with the same signature replaces this file at merge. Sets on-hand per product/variant ×
 * warehouse in one statement per batch, writes one movement per changed level and refreshes the
 * denormalised sums on products and variants. Rows of another account's products are ignored.
 */
export interface StockLevelInput {
  productId: string;
  variantId: string | null;
  warehouseId: string;
  onHand: number;
}

export interface StockSource {
  kind: 'adjustment' | 'import';
  reason?: string;
  importRunId?: string;
}

export async function setStockLevels(
  tx: Db,
  actor: { accountId: string; userId: string | null },
  rows: StockLevelInput[],
  source: StockSource,
): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (row: StockLevelInput) => unknown) => sql.param(rows.map(pick));
  await tx.execute(sql`
    with input as (
      select u.product_id, u.variant_id, u.warehouse_id, u.on_hand
        from unnest(${column((r) => r.productId)}::uuid[], ${column((r) => r.variantId)}::uuid[],
          ${column((r) => r.warehouseId)}::uuid[], ${column((r) => r.onHand)}::int[])
          as u(product_id, variant_id, warehouse_id, on_hand)
        join products p on p.id = u.product_id and p.account_id = ${actor.accountId}::uuid
        join warehouses w on w.id = u.warehouse_id and w.account_id = ${actor.accountId}::uuid),
    previous as (
      select i.*, coalesce(l.on_hand, 0) as old_on_hand from input i
        left join stock_levels l on l.product_id = i.product_id
          and l.variant_id is not distinct from i.variant_id and l.warehouse_id = i.warehouse_id),
    upserted as (
      insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand)
      select ${actor.accountId}::uuid, product_id, variant_id, warehouse_id, on_hand from input
      on conflict on constraint stock_levels_item_warehouse_key
        do update set on_hand = excluded.on_hand, modified_at = now()
      returning 1)
    insert into stock_movements (account_id, product_id, variant_id, warehouse_id, kind, on_hand_delta,
      reason, import_run_id, user_id)
    select ${actor.accountId}::uuid, product_id, variant_id, warehouse_id, ${source.kind}, on_hand - old_on_hand,
      ${source.reason ?? null}, ${source.importRunId ?? null}::uuid, ${actor.userId}::uuid
      from previous where on_hand <> old_on_hand`);
  await refreshStockSums(tx, actor.accountId, [...new Set(rows.map((row) => row.productId))]);
}

/** products.stock/stockReserved and product_variants.stock/stockReserved from their levels. */
async function refreshStockSums(tx: Db, accountId: string, productIds: string[]): Promise<void> {
  const ids = sql.param(productIds);
  await tx.execute(sql`
    update product_variants v set stock = s.on_hand, stock_reserved = s.reserved
      from (select variant_id, sum(on_hand)::int as on_hand, sum(reserved)::int as reserved from stock_levels
             where product_id = any(${ids}::uuid[]) and variant_id is not null group by variant_id) s
     where v.id = s.variant_id and v.account_id = ${accountId}::uuid`);
  await tx.execute(sql`
    update products p set stock = s.on_hand, stock_reserved = s.reserved
      from (select product_id, sum(on_hand)::int as on_hand, sum(reserved)::int as reserved from stock_levels
             where product_id = any(${ids}::uuid[]) group by product_id) s
     where p.id = s.product_id and p.account_id = ${accountId}::uuid`);
}
