import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uuidV7 } from '../events/service';

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
  if (movementIds.length === 0) return;
  const eventIds = movementIds.map(() => uuidV7());
  await tx.execute(sql`
    with latest as (
      select distinct on (m.product_id, m.variant_id, m.warehouse_id) m.id, m.product_id, m.variant_id, m.warehouse_id
        from stock_movements m
       where m.id = any(${sql.param([...movementIds])}::bigint[]) and m.account_id = ${accountId}
       order by m.product_id, m.variant_id, m.warehouse_id, m.id desc
    ), numbered as (select latest.*, row_number() over (order by latest.id) as n from latest)
    insert into outbox_events (id, account_id, type, resource_type, resource_id, resource_version, data)
    select e.eid, l.account_id, 'stock.changed', 'stock_level', l.id::text, x.id::int,
           jsonb_build_object('id', l.id, 'productId', l.product_id, 'variantId', l.variant_id,
                              'warehouseId', l.warehouse_id, 'onHand', l.on_hand, 'reserved', l.reserved,
                              'version', x.id)
      from numbered x
      join unnest(${sql.param(eventIds)}::uuid[]) with ordinality as e(eid, n) on e.n = x.n
      join stock_levels l on l.product_id = x.product_id and l.variant_id is not distinct from x.variant_id
                         and l.warehouse_id = x.warehouse_id
     order by x.n`);
}
