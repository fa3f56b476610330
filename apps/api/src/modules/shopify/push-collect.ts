import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { shopifyConnections, shopifyPushItems } from '../../db/schema/index';
import type { ConnectionRow } from './service';

/** Outbox events read per round. */
export const eventBatch = 1000;

interface StoredEventRow {
  seq: string | number;
  type: string;
  data: { productId?: string; id?: string; warehouseId?: string };
}

/**
 * Reads the outbox events after the connection's cursor and turns those that concern Shopify into
 * push items, one per product (stock of the settings' warehouse; prices on any product change when a
 * price list is set). The first round of a connection starts at the newest event (no replay).
 */
/** The number of events read (0: the cursor is at the newest). */
export async function collectPushes(db: Db, connection: ConnectionRow): Promise<number> {
  const { warehouseId, priceListId } = connection.productSettings;
  const cursor = connection.pushCursor;
  if (cursor === null) {
    const [row] = await rowsOf<{ seq: string | number | null }>(
      db,
      sql`select max(seq) as seq from outbox_events where account_id = ${connection.accountId}`,
    );
    await db
      .update(shopifyConnections)
      .set({ pushCursor: Number(row?.seq ?? 0) })
      .where(eq(shopifyConnections.id, connection.id));
    connection.pushCursor = Number(row?.seq ?? 0);
    return 0;
  }
  const events = await rowsOf<StoredEventRow>(
    db,
    sql`select seq, type, data from outbox_events
         where account_id = ${connection.accountId} and seq > ${cursor}
           and type in ('stock.changed', 'product.created', 'product.updated')
         order by seq limit ${eventBatch}`,
  );
  if (events.length === 0) return 0;
  const due = new Map<string, { stock: boolean; price: boolean }>();
  for (const event of events) {
    const stock = event.type === 'stock.changed' && !!warehouseId && event.data.warehouseId === warehouseId;
    const price = event.type !== 'stock.changed' && !!priceListId;
    const productId = event.type === 'stock.changed' ? event.data.productId : event.data.id;
    if (!productId || (!stock && !price)) continue;
    const entry = due.get(productId) ?? { stock: false, price: false };
    due.set(productId, { stock: entry.stock || stock, price: entry.price || price });
  }
  const last = Number(events.at(-1)!.seq);
  await db.transaction(async (tx) => {
    if (due.size > 0)
      await tx
        .insert(shopifyPushItems)
        .values(
          [...due].map(([productId, flags]) => ({
            accountId: connection.accountId,
            connectionId: connection.id,
            productId,
            stockDue: flags.stock,
            priceDue: flags.price,
          })),
        )
        .onConflictDoUpdate({
          target: [shopifyPushItems.connectionId, shopifyPushItems.productId],
          set: {
            stockDue: sql`${shopifyPushItems.stockDue} or excluded.stock_due`,
            priceDue: sql`${shopifyPushItems.priceDue} or excluded.price_due`,
            changedAt: sql`now()`,
            revision: sql`${shopifyPushItems.revision} + 1`,
            nextAt: sql`least(${shopifyPushItems.nextAt}, now())`,
          },
        });
    await tx
      .update(shopifyConnections)
      .set({ pushCursor: last })
      .where(eq(shopifyConnections.id, connection.id));
  });
  connection.pushCursor = last;
  return events.length;
}
