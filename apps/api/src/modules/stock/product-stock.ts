import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '@zaplecze/contract/products/products';
import { stockMessages, type ProductStock, type putProductStockBody } from '@zaplecze/contract/stock/stock';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../errors';
import { recordAudit } from '../audit/service';
import { rowsOf } from '../../db/rows';
import { setStockLevels } from './set-levels';

/** The stock tab of a product (GET/PUT /api/products/{id}/stock). */

export interface Actor {
  accountId: string;
  userId: string;
  ip: string | null;
}

const productTarget = 'product';
const iso = (value: Date | string) => new Date(value).toISOString();

async function productOf(db: Db, accountId: string, id: string) {
  const [row] = await rowsOf<{ id: string; sku: string }>(
    db,
    sql`select id, sku from products where account_id = ${accountId} and id = ${id}`,
  );
  if (!row) throw notFound(stockMessages.productNotFound);
  return row;
}

export async function getProductStock(db: Db, accountId: string, productId: string): Promise<ProductStock> {
  await productOf(db, accountId, productId);
  // One after another: inside a transaction there is one connection.
  const levels = await rowsOf<{
    warehouse_id: string;
    warehouse_name: string;
    variant_id: string | null;
    variant_sku: string | null;
    location_id: string | null;
    location_code: string | null;
    on_hand: number;
    reserved: number;
  }>(
    db,
    sql`select l.warehouse_id, w.name as warehouse_name, l.variant_id, v.sku as variant_sku, l.location_id,
                 loc.code as location_code, l.on_hand, l.reserved
            from stock_levels l
            join warehouses w on w.id = l.warehouse_id
            left join product_variants v on v.id = l.variant_id
            left join locations loc on loc.id = l.location_id
           where l.account_id = ${accountId} and l.product_id = ${productId}
           order by w.hierarchy_position, w.name, v.position nulls first`,
  );
  const reservations = await rowsOf<{
    id: string;
    order_id: string;
    order_no: number;
    variant_id: string | null;
    warehouse_name: string;
    quantity: number;
    created_at: Date;
  }>(
    db,
    sql`select r.id, r.order_id, o.no as order_no, r.variant_id, w.name as warehouse_name, r.quantity, r.created_at
            from stock_reservations r
            join orders o on o.id = r.order_id
            join warehouses w on w.id = r.warehouse_id
           where r.account_id = ${accountId} and r.product_id = ${productId} and r.state = 'reserved'
           order by r.created_at desc, r.id limit 200`,
  );
  const movements = await rowsOf<{
    kind: StockMovementKind;
    on_hand_delta: number;
    reserved_delta: number;
    reason: string | null;
    order_id: string | null;
    order_no: number | null;
    user_name: string | null;
    created_at: Date;
    warehouse_name: string;
    variant_sku: string | null;
  }>(
    db,
    sql`select m.kind, m.on_hand_delta, m.reserved_delta, m.reason, m.order_id, o.no as order_no,
                 coalesce(nullif(u.display_name, ''), u.username) as user_name, m.created_at,
                 w.name as warehouse_name, v.sku as variant_sku
            from stock_movements m
            join warehouses w on w.id = m.warehouse_id
            left join orders o on o.id = m.order_id
            left join users u on u.id = m.user_id
            left join product_variants v on v.id = m.variant_id
           where m.account_id = ${accountId} and m.product_id = ${productId}
           order by m.created_at desc, m.id desc limit 50`,
  );
  return {
    levels: levels.map((row) => ({
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      variantId: row.variant_id,
      variantSku: row.variant_sku,
      locationId: row.location_id,
      locationCode: row.location_code,
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.on_hand - row.reserved,
    })),
    reservations: reservations.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderNo: row.order_no,
      variantId: row.variant_id,
      warehouseName: row.warehouse_name,
      quantity: row.quantity,
      created: iso(row.created_at),
    })),
    movements: movements.map((row) => ({
      kind: row.kind,
      onHandDelta: row.on_hand_delta,
      reservedDelta: row.reserved_delta,
      reason: row.reason,
      orderId: row.order_id,
      orderNo: row.order_no,
      userName: row.user_name,
      created: iso(row.created_at),
      warehouseName: row.warehouse_name,
      variantSku: row.variant_sku,
    })),
  };
}

type PutBody = z.output<typeof putProductStockBody>;

/** Refuses warehouses, variants and locations outside the account (or the product, or the warehouse). */
async function checkLevels(tx: Db, accountId: string, productId: string, levels: PutBody['levels']) {
  const warehouses = await rowsOf<{ id: string }>(
    tx,
    sql`select id from warehouses where account_id = ${accountId}`,
  );
  const variants = await rowsOf<{ id: string }>(
    tx,
    sql`select id from product_variants where account_id = ${accountId} and product_id = ${productId}`,
  );
  const locations = await rowsOf<{ id: string; warehouse_id: string }>(
    tx,
    sql`select id, warehouse_id from locations where account_id = ${accountId}
           and id = any(${sql.param(levels.flatMap((level) => (level.locationId ? [level.locationId] : [])))}::uuid[])`,
  );
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  levels.forEach((level, index) => {
    const key = `${level.warehouseId}|${level.variantId ?? ''}`;
    if (!warehouses.some((row) => row.id === level.warehouseId))
      fields[`levels.${index}.warehouseId`] = stockMessages.warehouseNotFound;
    else if (level.variantId && !variants.some((row) => row.id === level.variantId))
      fields[`levels.${index}.variantId`] = stockMessages.variantNotFound;
    else if (
      level.locationId &&
      !locations.some((row) => row.id === level.locationId && row.warehouse_id === level.warehouseId)
    )
      fields[`levels.${index}.locationId`] = 'Wybrana lokalizacja nie należy do magazynu';
    else if (seen.has(key)) fields[`levels.${index}.warehouseId`] = stockMessages.levelDuplicated;
    seen.add(key);
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields, Object.values(fields)[0]);
}

/** Sets on-hand per warehouse (and variant) by hand: 'adjustment' movements, one audit entry. */
export async function putProductStock(
  db: Db,
  actor: Actor,
  productId: string,
  body: PutBody,
): Promise<ProductStock> {
  await db.transaction(async (tx) => {
    const product = await productOf(tx, actor.accountId, productId);
    await tx.execute(sql`select id from products where id = ${productId} for update`);
    await checkLevels(tx, actor.accountId, productId, body.levels);
    const before = await getProductStock(tx, actor.accountId, productId);
    const rows = body.levels.map((level) => ({ productId, ...level }));
    await setStockLevels(tx, actor, rows, { kind: 'adjustment', reason: body.reason ?? undefined });
    for (const level of body.levels) {
      await tx.execute(sql`
        update stock_levels set location_id = ${level.locationId}
         where product_id = ${productId} and variant_id is not distinct from ${level.variantId}::uuid
           and warehouse_id = ${level.warehouseId} and location_id is distinct from ${level.locationId}::uuid`);
    }
    const name = (level: { warehouseName: string; variantSku: string | null }) =>
      `stock.${level.warehouseName}${level.variantSku ? ` / ${level.variantSku}` : ''}`;
    const after = await getProductStock(tx, actor.accountId, productId);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const level of after.levels) {
      const old = before.levels.find(
        (item) => item.warehouseId === level.warehouseId && item.variantId === level.variantId,
      );
      if ((old?.onHand ?? 0) !== level.onHand)
        changes[name(level)] = { before: old?.onHand ?? 0, after: level.onHand };
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: productTarget,
      targetId: productId,
      targetLabel: product.sku,
      details: { changes, ...(body.reason ? { note: body.reason } : {}) },
    });
  });
  return getProductStock(db, actor.accountId, productId);
}
