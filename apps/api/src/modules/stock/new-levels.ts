import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { emitNewLevelsChanged } from './events';
import { setStockLevels, type StockLevelRow, type StockLevelSource } from './set-levels';

/**
 * Stock of products created in this very transaction (the product import's creates): the same
 * levels, movements and `stock.changed` events as setStockLevels, written set-based in one
 * statement per batch — the levels inserted and a movement for each level whose on-hand is not 0
 * (a new level starts from 0). No previous level to read and lock, and no refresh of the sums: the
 * caller inserted each product with the sum already (batchCreateProducts' `stock`), so every row
 * must be a product-level row (no variant) with a single warehouse per product. Rows naming another
 * account's product or warehouse are ignored; a row whose level exists after all (not a new
 * product) goes through setStockLevels, so the outcome is always the same as that path's.
 */
export async function setNewStockLevels(
  tx: Db,
  actor: { accountId: string; userId: string | null },
  rows: StockLevelRow[],
  source: StockLevelSource,
): Promise<void> {
  const unique = new Map<string, StockLevelRow>();
  for (const row of rows) {
    if (row.variantId !== null) throw new Error('setNewStockLevels: product-level rows only');
    unique.set(row.productId, row);
  }
  const all = [...unique.values()].sort((a, b) => a.productId.localeCompare(b.productId));
  for (let start = 0; start < all.length; start += batchSize) {
    const batch = all.slice(start, start + batchSize);
    const column = (pick: (row: StockLevelRow) => unknown) => sql.param(batch.map(pick));
    const written = await rowsOf<{
      level_id: string | null;
      product_id: string;
      warehouse_id: string | null;
      on_hand: number | null;
      movement_id: number | string | null;
    }>(
      tx,
      sql`
      with input as (
        select i.product_id, i.warehouse_id, i.on_hand
          from unnest(${column((row) => row.productId)}::uuid[], ${column((row) => row.warehouseId)}::uuid[],
                      ${column((row) => row.onHand)}::int[]) as i(product_id, warehouse_id, on_hand)
          join products p on p.id = i.product_id and p.account_id = ${actor.accountId}
          join warehouses w on w.id = i.warehouse_id and w.account_id = ${actor.accountId}
      ),
      levels as (
        insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand)
        select ${actor.accountId}::uuid, product_id, null, warehouse_id, on_hand from input order by product_id
        on conflict on constraint stock_levels_item_warehouse_key do nothing
        returning id, product_id, warehouse_id, on_hand
      ),
      moved as (
        insert into stock_movements (account_id, product_id, variant_id, warehouse_id, kind, on_hand_delta,
                                     reason, import_run_id, user_id)
        select ${actor.accountId}::uuid, product_id, null, warehouse_id, ${source.kind}, on_hand,
               ${source.reason ?? null}, ${source.importRunId ?? null}::uuid, ${actor.userId}::uuid
          from levels where on_hand <> 0
        returning id, product_id
      )
      -- No join of the two (CTEs carry no statistics: a nested loop of batch × batch rows); joined below.
      select id::text as level_id, product_id::text as product_id, warehouse_id::text as warehouse_id,
             on_hand, null::bigint as movement_id
        from levels
      union all
      select null, product_id::text, null, null, id from moved`,
    );
    const movementOf = new Map(
      written.flatMap((row) => (row.movement_id === null ? [] : [[row.product_id, Number(row.movement_id)]])),
    );
    const levels = written.filter((row) => row.level_id !== null);
    await emitNewLevelsChanged(
      tx,
      actor.accountId,
      levels.flatMap((row) => {
        const movementId = movementOf.get(row.product_id);
        return movementId === undefined
          ? []
          : [
              {
                levelId: row.level_id!,
                productId: row.product_id,
                warehouseId: row.warehouse_id!,
                onHand: row.on_hand!,
                movementId,
              },
            ];
      }),
    );
    // A level that was there already (not a new product): the general path, with its lock and refresh.
    const done = new Set(levels.map((row) => row.product_id));
    const existing = batch.filter((row) => !done.has(row.productId.toLowerCase()));
    if (existing.length > 0) await setStockLevels(tx, actor, existing, source);
  }
}

/** Rows per statement, as setStockLevels. */
const batchSize = 5000;
