import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '@zaplecze/contract/products/products';
import { stockMessages } from '@zaplecze/contract/stock/stock';
import type { Db } from '../../db/client';
import { stockMovements } from '../../db/schema/index';
import { AppError } from '../../errors';
import { rowsOf } from '../../db/rows';
import { emitStockChanged } from './events';

/**
 * The one writer of stock (DESIGN.md §3 Stock): every change is a movement row, and the level of
 * the product or variant in the warehouse, the product's and the variant's sums move with it in
 * the same transaction. Levels are changed by an upsert that adds the deltas under the row's
 * lock, so two orders for the last unit cannot both see it free: the second waits, then sees 0.
 */

export interface StockActor {
  accountId: string;
  userId: string | null;
}

export interface StockChange {
  productId: string;
  variantId: string | null;
  warehouseId: string;
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  reason?: string | null;
  orderId?: string | null;
  returnId?: string | null;
  importRunId?: string | null;
  /** Taken even below zero (a return undone: the goods are gone either way). */
  unchecked?: boolean;
}

const itemKey = (change: { productId: string; variantId: string | null; warehouseId: string }) =>
  `${change.productId}|${change.variantId ?? ''}|${change.warehouseId}`;

async function warehouseRules(tx: Db, accountId: string, id: string) {
  const [row] = await rowsOf<{ name: string; allow_negative_stock: boolean }>(
    tx,
    sql`select name, allow_negative_stock from warehouses where account_id = ${accountId} and id = ${id}`,
  );
  return row;
}

async function skuOf(tx: Db, productId: string, variantId: string | null): Promise<string> {
  const [row] = await rowsOf<{ sku: string }>(
    tx,
    variantId
      ? sql`select sku from product_variants where id = ${variantId}`
      : sql`select sku from products where id = ${productId}`,
  );
  return row?.sku ?? productId;
}

/** Adds the deltas to the level (created at 0 when missing) and answers it as it now is. */
async function addToLevel(tx: Db, accountId: string, change: StockChange) {
  const [level] = await rowsOf<{ on_hand: number; reserved: number }>(
    tx,
    sql`insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand, reserved)
        values (${accountId}, ${change.productId}, ${change.variantId}, ${change.warehouseId},
                ${change.onHandDelta}, ${change.reservedDelta})
        on conflict on constraint stock_levels_item_warehouse_key do update
          set on_hand = stock_levels.on_hand + excluded.on_hand,
              reserved = stock_levels.reserved + excluded.reserved,
              modified_at = now()
        returning on_hand, reserved`,
  );
  return level!;
}

/**
 * Applies the changes in a fixed order (so two transactions lock levels in the same order and
 * never deadlock), refuses one that would leave less than nothing available in a warehouse that
 * does not allow negative stock (409, nothing saved: the caller's transaction rolls back), writes
 * the movements and refreshes the product and variant sums.
 */
export async function applyStockChanges(tx: Db, actor: StockActor, changes: StockChange[]): Promise<void> {
  const effective = changes.filter((change) => change.onHandDelta !== 0 || change.reservedDelta !== 0);
  if (effective.length === 0) return;
  const ordered = [...effective].sort((a, b) => itemKey(a).localeCompare(itemKey(b)));
  const rules = new Map<string, Awaited<ReturnType<typeof warehouseRules>>>();
  for (const change of ordered) {
    const level = await addToLevel(tx, actor.accountId, change);
    const takesAvailable = change.onHandDelta - change.reservedDelta < 0;
    if (!takesAvailable || change.unchecked) continue;
    if (!rules.has(change.warehouseId))
      rules.set(change.warehouseId, await warehouseRules(tx, actor.accountId, change.warehouseId));
    const warehouse = rules.get(change.warehouseId);
    const available = level.on_hand - level.reserved;
    if (warehouse && !warehouse.allow_negative_stock && available < 0) {
      const needed = change.reservedDelta - change.onHandDelta;
      const message = stockMessages.insufficient(
        await skuOf(tx, change.productId, change.variantId),
        warehouse.name,
        Math.max(0, available + needed),
        needed,
      );
      throw new AppError('CONFLICT', message, { quantity: message });
    }
  }
  const movements = await tx
    .insert(stockMovements)
    .values(
      effective.map((change) => ({
        accountId: actor.accountId,
        productId: change.productId,
        variantId: change.variantId,
        warehouseId: change.warehouseId,
        kind: change.kind,
        onHandDelta: change.onHandDelta,
        reservedDelta: change.reservedDelta,
        reason: change.reason ?? null,
        orderId: change.orderId ?? null,
        returnId: change.returnId ?? null,
        importRunId: change.importRunId ?? null,
        userId: actor.userId,
      })),
    )
    .returning({ id: stockMovements.id });
  await emitStockChanged(
    tx,
    actor.accountId,
    movements.map((row) => row.id),
  );
  await refreshStockSums(
    tx,
    effective.map((change) => change.productId),
    effective.flatMap((change) => (change.variantId ? [change.variantId] : [])),
  );
}

/**
 * products.stock/stockReserved = the sums over every warehouse of the product and its variants;
 * product_variants.stock/stockReserved = the variant's sums. Recomputed from the levels rather
 * than moved by deltas, so they cannot drift.
 */
export async function refreshStockSums(tx: Db, productIds: string[], variantIds: string[]): Promise<void> {
  const products = [...new Set(productIds)].sort();
  const variants = [...new Set(variantIds)].sort();
  // Items with no level left (a variant deleted with its levels) go back to 0. Each item's levels are
  // summed through its index (a lateral sum): a join of the id list let the plan scan all levels.
  if (products.length > 0) {
    await tx.execute(sql`
      update products p set stock = s.on_hand, stock_reserved = s.reserved
        from (select i.id as product_id, coalesce(t.on_hand, 0)::int as on_hand, coalesce(t.reserved, 0)::int as reserved
                from unnest(${sql.param(products)}::uuid[]) as i(id)
                cross join lateral (select sum(l.on_hand) as on_hand, sum(l.reserved) as reserved
                                      from stock_levels l where l.product_id = i.id) t) s
       where p.id = s.product_id and (p.stock <> s.on_hand or p.stock_reserved <> s.reserved)`);
  }
  if (variants.length > 0) {
    await tx.execute(sql`
      update product_variants v set stock = s.on_hand, stock_reserved = s.reserved
        from (select i.id as variant_id, coalesce(t.on_hand, 0)::int as on_hand, coalesce(t.reserved, 0)::int as reserved
                from unnest(${sql.param(variants)}::uuid[]) as i(id)
                cross join lateral (select sum(l.on_hand) as on_hand, sum(l.reserved) as reserved
                                      from stock_levels l where l.variant_id = i.id) t) s
       where v.id = s.variant_id and (v.stock <> s.on_hand or v.stock_reserved <> s.reserved)`);
  }
}
