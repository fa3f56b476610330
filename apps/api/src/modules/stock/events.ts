import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emitEventsFrom } from '../events/service';

/**
 * `stock.changed` for the levels the given movements changed, one event per level (product or
 * variant in a warehouse) in one INSERT … SELECT, in the transaction of the movements
 * (docs/decisions/outbox-and-webhooks.md). `data`: productId, variantId, warehouseId, onHand,
 * reserved as the level now stands. `version` is the id of the level's latest movement: the
 * movements' identity grows with every movement and a level's changes are serialised by its row
 * lock, so a later change of a level always carries a larger version.
 */
export async function emitStockChanged(
  tx: Db,
  accountId: string,
  movementIds: readonly number[],
): Promise<void> {
  await emitEventsFrom(
    tx,
    { type: 'stock.changed', resourceType: 'stock_level' },
    movementIds.length,
    sql`with latest as (
          select distinct on (m.product_id, m.variant_id, m.warehouse_id) m.id, m.product_id, m.variant_id, m.warehouse_id
            from stock_movements m
           where m.id = any(${sql.param([...movementIds])}::bigint[]) and m.account_id = ${accountId}
           order by m.product_id, m.variant_id, m.warehouse_id, m.id desc
        )
        select row_number() over (order by x.id) as n, l.account_id, l.id::text as resource_id,
               x.id::int as resource_version,
               jsonb_build_object('id', l.id, 'productId', l.product_id, 'variantId', l.variant_id,
                                  'warehouseId', l.warehouse_id, 'onHand', l.on_hand, 'reserved', l.reserved,
                                  'version', x.id) as data
          from latest x
          join stock_levels l on l.product_id = x.product_id and l.variant_id is not distinct from x.variant_id
                             and l.warehouse_id = x.warehouse_id`,
  );
}

/**
 * `stock.changed` for levels just created together with their one movement each (setNewStockLevels),
 * the same events as emitStockChanged builds, from the written rows themselves: no read of the
 * movements and levels back. A new level holds nothing reserved.
 */
export async function emitNewLevelsChanged(
  tx: Db,
  accountId: string,
  rows: readonly {
    levelId: string;
    productId: string;
    warehouseId: string;
    onHand: number;
    movementId: number;
  }[],
): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.movementId - b.movementId);
  const column = (pick: (row: (typeof sorted)[number]) => unknown) => sql.param(sorted.map(pick));
  await emitEventsFrom(
    tx,
    { type: 'stock.changed', resourceType: 'stock_level' },
    sorted.length,
    sql`select x.n, ${accountId}::uuid as account_id, x.level_id::text as resource_id,
               x.movement_id::int as resource_version,
               jsonb_build_object('id', x.level_id, 'productId', x.product_id, 'variantId', null,
                                  'warehouseId', x.warehouse_id, 'onHand', x.on_hand, 'reserved', 0,
                                  'version', x.movement_id) as data
          from unnest(${column((row) => row.levelId)}::uuid[], ${column((row) => row.productId)}::uuid[],
                      ${column((row) => row.warehouseId)}::uuid[], ${column((row) => row.onHand)}::int[],
                      ${column((row) => row.movementId)}::bigint[])
               with ordinality as x(level_id, product_id, warehouse_id, on_hand, movement_id, n)`,
  );
}
