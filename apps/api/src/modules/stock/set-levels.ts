import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { emitStockChanged } from './events';
import { refreshStockSums } from './movements';

export interface StockLevelRow {
  productId: string;
  variantId: string | null;
  warehouseId: string;
  onHand: number;
}

export interface StockLevelSource {
  kind: 'adjustment' | 'import';
  reason?: string;
  importRunId?: string;
}

/** Rows per statement: large enough for an import, small enough for the parameter arrays. */
const batchSize = 5000;

/**
 * Sets on-hand stock of many products/variants per warehouse (the import, the stock tab) in one
 * statement per batch: the previous levels are read and locked, the new ones upserted, and a
 * movement written for each level whose on-hand changed, all in one set-based statement; then
 * the product and variant sums are refreshed. Rows naming another account's product, variant or
 * warehouse (or a variant of a different product) are ignored. Reserved stock is never touched.
 * A later row for the same product/variant/warehouse wins.
 */
export async function setStockLevels(
  tx: Db,
  actor: { accountId: string; userId: string | null },
  rows: StockLevelRow[],
  source: StockLevelSource,
): Promise<void> {
  const unique = new Map<string, StockLevelRow>();
  for (const row of rows) unique.set(`${row.productId}|${row.variantId ?? ''}|${row.warehouseId}`, row);
  const all = [...unique.values()].sort((a, b) =>
    `${a.productId}|${a.variantId ?? ''}|${a.warehouseId}`.localeCompare(
      `${b.productId}|${b.variantId ?? ''}|${b.warehouseId}`,
    ),
  );
  for (let start = 0; start < all.length; start += batchSize) {
    const batch = all.slice(start, start + batchSize);
    const column = (pick: (row: StockLevelRow) => unknown) => sql.param(batch.map(pick));
    const movements = await rowsOf<{ id: number | string }>(
      tx,
      sql`
      with input as (
        select i.product_id, i.variant_id, i.warehouse_id, i.on_hand, i.ord
          from unnest(${column((row) => row.productId)}::uuid[], ${column((row) => row.variantId)}::uuid[],
                      ${column((row) => row.warehouseId)}::uuid[], ${column((row) => row.onHand)}::int[])
               with ordinality as i(product_id, variant_id, warehouse_id, on_hand, ord)
          join products p on p.id = i.product_id and p.account_id = ${actor.accountId}
          join warehouses w on w.id = i.warehouse_id and w.account_id = ${actor.accountId}
          left join product_variants v on v.id = i.variant_id
         where i.variant_id is null or (v.product_id = i.product_id and v.account_id = ${actor.accountId})
      ),
      previous as (
        select l.product_id, l.variant_id, l.warehouse_id, l.on_hand
          from stock_levels l
          join input i on i.product_id = l.product_id and i.variant_id is not distinct from l.variant_id
                      and i.warehouse_id = l.warehouse_id
         order by l.id
           for update of l
      ),
      upserted as (
        insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand)
        select ${actor.accountId}::uuid, product_id, variant_id, warehouse_id, on_hand from input order by ord
        on conflict on constraint stock_levels_item_warehouse_key do update
          set on_hand = excluded.on_hand, modified_at = now()
          where stock_levels.on_hand <> excluded.on_hand
        returning 1
      )
      insert into stock_movements (account_id, product_id, variant_id, warehouse_id, kind, on_hand_delta,
                                   reason, import_run_id, user_id)
      select ${actor.accountId}::uuid, i.product_id, i.variant_id, i.warehouse_id, ${source.kind},
             i.on_hand - coalesce(p.on_hand, 0), ${source.reason ?? null}, ${source.importRunId ?? null}::uuid,
             ${actor.userId}::uuid
        from input i
        left join previous p on p.product_id = i.product_id and p.variant_id is not distinct from i.variant_id
                            and p.warehouse_id = i.warehouse_id
       where i.on_hand <> coalesce(p.on_hand, 0)
      returning id`,
    );
    await emitStockChanged(
      tx,
      actor.accountId,
      movements.map((row) => Number(row.id)),
    );
    await refreshStockSums(
      tx,
      batch.map((row) => row.productId),
      batch.flatMap((row) => (row.variantId ? [row.variantId] : [])),
    );
  }
}
