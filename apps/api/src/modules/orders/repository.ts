import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emitEvents } from '../events/service';
import { shipmentCreatedEvent } from './events';
import { insertRows } from '../../db/insert-rows';
import {
  orderCounts,
  orderNotes,
  orderNumberCounters,
  orderPayments,
  orderProducts,
  orderReturns,
  orderShipments,
  orderReturnLines,
  orderStatusHistory,
  orders,
  orderSyncLog,
} from '../../db/schema/index';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrderRecord = typeof orders.$inferInsert;
export type ProductRecord = typeof orderProducts.$inferSelect;

/** Takes the account's next order number; the counter row stays locked until the transaction ends. */
export async function takeOrderNumbers(tx: Db, accountId: string, count = 1): Promise<number> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ accountId, lastNumber: count })
    .onConflictDoUpdate({
      target: orderNumberCounters.accountId,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

/** Orders in the account (archived too), from the maintained counters. */
export async function countAccountOrders(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderCounts.orders}), 0)` })
    .from(orderCounts)
    .where(eq(orderCounts.accountId, accountId));
  return Number(row?.total ?? 0);
}

export async function insertParts(
  tx: Db,
  parts: {
    products: (typeof orderProducts.$inferInsert)[];
    payments: (typeof orderPayments.$inferInsert)[];
    shipments: (typeof orderShipments.$inferInsert)[];
    history: (typeof orderStatusHistory.$inferInsert)[];
  },
): Promise<void> {
  if (parts.products.length > 0) await insertRows(tx, orderProducts, parts.products);
  if (parts.payments.length > 0) await insertRows(tx, orderPayments, parts.payments);
  if (parts.shipments.length > 0) {
    const shipments = await tx.insert(orderShipments).values(parts.shipments).returning();
    await emitEvents(tx, shipments.map(shipmentCreatedEvent));
  }
  if (parts.history.length > 0) await insertRows(tx, orderStatusHistory, parts.history);
}

export async function selectOrder(
  db: Db,
  accountId: string,
  id: string,
  forUpdate = false,
): Promise<OrderRecord | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Every part of one order, in display order. One query after another: inside a transaction they share one connection anyway (node-postgres
 * deprecates queries queued on one client), and a details read does not hold seven pool connections.
 */
export async function selectOrderParts(db: Db, orderId: string) {
  const products = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.position));
  const shipments = await db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.createdAt));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.paidAt));
  const notes = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt));
  const returns = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.createdAt));
  const syncLog = await db
    .select()
    .from(orderSyncLog)
    .where(eq(orderSyncLog.orderId, orderId))
    .orderBy(desc(orderSyncLog.createdAt))
    .limit(100);
  const returnLines =
    returns.length === 0
      ? []
      : await db
          .select({
            returnId: orderReturnLines.returnId,
            orderProductId: orderReturnLines.orderProductId,
            quantity: orderReturnLines.quantity,
          })
          .from(orderReturnLines)
          .where(
            inArray(
              orderReturnLines.returnId,
              returns.map((item) => item.id),
            ),
          );
  return { products, shipments, payments, notes, returns, returnLines, history, syncLog };
}
export type OrderParts = Awaited<ReturnType<typeof selectOrderParts>>;

export async function deleteOrders(
  tx: Db,
  accountId: string,
  ids: string[],
): Promise<{ id: string; no: number }[]> {
  if (ids.length === 0) return [];
  return tx
    .delete(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)))
    .returning({ id: orders.id, no: orders.no });
}
