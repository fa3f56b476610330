import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * TEMPORARY minimal version (helper G's branch only, so the import compiles and runs): the stock
 * module's owner provides the real one with this exact signature; the lead keeps theirs at merge.
 * Sets on-hand per product × variant × warehouse, writes a movement per change, keeps
 * products.stock (sum over warehouses) current. Set-based: a few statements per call.
 */
export async function setStockLevels(
  tx: Db,
  actor: { accountId: string; userId: string | null },
  rows: { productId: string; variantId: string | null; warehouseId: string; onHand: number }[],
  source: { kind: 'adjustment' | 'import'; reason?: string; importRunId?: string },
): Promise<void> {
  if (rows.length === 0) return;
  const productIds = rows.map((row) => row.productId);
  const variantIds = rows.map((row) => row.variantId);
  const warehouseIds = rows.map((row) => row.warehouseId);
  const onHands = rows.map((row) => row.onHand);
  const input = sql`unnest(${sql.param(productIds)}::uuid[], ${sql.param(variantIds)}::uuid[], ${sql.param(warehouseIds)}::uuid[], ${sql.param(onHands)}::int[]) as u(product_id, variant_id, warehouse_id, on_hand)`;
  await tx.execute(sql`
    insert into stock_movements (account_id, product_id, variant_id, warehouse_id, kind, on_hand_delta, reason, import_run_id, user_id)
    select ${actor.accountId}, u.product_id, u.variant_id, u.warehouse_id, ${source.kind},
           u.on_hand - coalesce(l.on_hand, 0), ${source.reason ?? null}, ${source.importRunId ?? null}::uuid, ${actor.userId}::uuid
    from ${input}
    left join stock_levels l on l.product_id = u.product_id and l.variant_id is not distinct from u.variant_id and l.warehouse_id = u.warehouse_id
    where u.on_hand <> coalesce(l.on_hand, 0)`);
  await tx.execute(sql`
    insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand)
    select ${actor.accountId}, u.product_id, u.variant_id, u.warehouse_id, u.on_hand from ${input}
    on conflict on constraint stock_levels_item_warehouse_key do update set on_hand = excluded.on_hand, modified_at = now()`);
  await tx.execute(sql`
    update products p set stock = coalesce((select sum(l.on_hand) from stock_levels l where l.product_id = p.id), 0)
    where p.account_id = ${actor.accountId} and p.id = any(${sql.param(productIds)}::uuid[])`);
}
