import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { applyStockChanges, type StockActor } from './movements';

/**
 * Products of a return go back to stock (positive quantity) or out again when a return is
 * reduced or deleted (negative), in the warehouse the line's stock was taken from (else the
 * order's). Lines not linked to the catalogue have no stock to move.
 */
export async function returnToStock(
  tx: Db,
  actor: StockActor,
  order: { id: string; warehouseId: string | null },
  lines: { orderProductId: string; quantity: number }[],
  returnId: string | null = null,
): Promise<void> {
  const ids = lines.filter((line) => line.quantity !== 0).map((line) => line.orderProductId);
  if (ids.length === 0) return;
  const linked = await rowsOf<{
    id: string;
    product_id: string;
    variant_id: string | null;
    warehouse_id: string | null;
  }>(
    tx,
    sql`select p.id, p.catalog_product_id as product_id, p.catalog_variant_id as variant_id,
               coalesce((select r.warehouse_id from stock_reservations r where r.order_product_id = p.id
                          order by (r.state = 'consumed') desc, r.created_at desc limit 1),
                        ${order.warehouseId}::uuid) as warehouse_id
          from order_products p
         where p.order_id = ${order.id} and p.id = any(${sql.param(ids)}::uuid[]) and p.catalog_product_id is not null`,
  );
  const byId = new Map(linked.map((line) => [line.id, line]));
  const changes = lines.flatMap((line) => {
    const item = byId.get(line.orderProductId);
    if (!item?.warehouse_id || line.quantity === 0) return [];
    return [
      {
        productId: item.product_id,
        variantId: item.variant_id,
        warehouseId: item.warehouse_id,
        kind: 'return' as const,
        onHandDelta: line.quantity,
        reservedDelta: 0,
        orderId: order.id,
        returnId,
        unchecked: true,
      },
    ];
  });
  await applyStockChanges(tx, actor, changes);
}
