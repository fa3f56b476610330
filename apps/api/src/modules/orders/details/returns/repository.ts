import { and, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { ReturnListQuery } from '@zaplecze/contract/orders/order-returns';
import type { Db } from '../../../../db/client';
import {
  orderPayments,
  orderProducts,
  orderReturnCounters,
  orderReturnLines,
  orderReturns,
  orders,
} from '../../../../db/schema/index';

export type ReturnRecord = typeof orderReturns.$inferSelect;

export async function selectReturn(tx: Db, accountId: string, orderId: string, returnId: string) {
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.accountId, accountId),
        eq(orderReturns.orderId, orderId),
        eq(orderReturns.id, returnId),
      ),
    )
    .for('update');
  return row;
}

export function selectOrderLines(tx: Db, orderId: string) {
  return tx
    .select({
      id: orderProducts.id,
      name: orderProducts.name,
      sku: orderProducts.sku,
      quantity: orderProducts.quantity,
      grossPrice: orderProducts.grossPrice,
    })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId));
}

/** Quantities already returned per order line, leaving out one return (the one being edited). */
export async function returnedQuantities(tx: Db, orderId: string, exceptReturnId?: string) {
  const rows = await tx
    .select({ orderProductId: orderReturnLines.orderProductId, quantity: sum(orderReturnLines.quantity) })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        exceptReturnId ? ne(orderReturns.id, exceptReturnId) : undefined,
      ),
    )
    .groupBy(orderReturnLines.orderProductId);
  return new Map(rows.map((row) => [row.orderProductId, Number(row.quantity ?? 0)]));
}

/** Grosze already refunded on the order's other returns. */
export async function refundedGrosze(tx: Db, orderId: string, exceptReturnId?: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(orderReturns.refundGrosze) })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        exceptReturnId ? ne(orderReturns.id, exceptReturnId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

export async function paymentInOrder(tx: Db, orderId: string, paymentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.id, paymentId)));
  return rows.length > 0;
}

/** The next number of the account's year: the counter row's lock serializes parallel returns. */
export async function nextReturnNumber(tx: Db, accountId: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderReturnCounters)
    .values({ accountId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderReturnCounters.accountId, orderReturnCounters.year],
      set: { lastNumber: sql`${orderReturnCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderReturnCounters.lastNumber });
  return `ZW/${year}/${String(row!.lastNumber).padStart(4, '0')}`;
}

export async function replaceReturnLines(
  tx: Db,
  accountId: string,
  returnId: string,
  lines: { orderProductId: string; quantity: number }[],
) {
  await tx.delete(orderReturnLines).where(eq(orderReturnLines.returnId, returnId));
  await tx.insert(orderReturnLines).values(lines.map((line) => ({ accountId, returnId, ...line })));
}

export function selectReturnLines(tx: Db, returnId: string) {
  return tx
    .select({ orderProductId: orderReturnLines.orderProductId, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .where(eq(orderReturnLines.returnId, returnId));
}

const zone = 'Europe/Warsaw';

function listConditions(accountId: string, query: ReturnListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(orderReturns.accountId, accountId)];
  if (query.status) parts.push(eq(orderReturns.status, query.status));
  if (query.from)
    parts.push(sql`${orderReturns.createdAt} >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to)
    parts.push(sql`${orderReturns.createdAt} < ((${query.to}::date + 1)::timestamp at time zone ${zone})`);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const client = sql`concat_ws(' ', ${orders.deliveryAddress}->>'name', ${orders.deliveryAddress}->>'surname', ${orders.email})`;
    parts.push(
      or(
        ilike(orderReturns.number, pattern),
        ilike(orderReturns.externalId, pattern),
        /^\d{1,9}$/.test(search) ? eq(orders.no, Number(search)) : undefined,
        sql`${client} ilike ${pattern}`,
      ),
    );
  }
  return and(...parts);
}

/** One page of the account's returns, newest first, with their order's number and client. */
export async function findReturnPage(
  db: Db,
  accountId: string,
  query: ReturnListQuery & { page: number; limit: number },
) {
  const where = listConditions(accountId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orderReturns.id,
        number: orderReturns.number,
        externalId: orderReturns.externalId,
        status: orderReturns.status,
        reason: orderReturns.reason,
        refundGrosze: orderReturns.refundGrosze,
        currency: orders.currency,
        orderId: orders.id,
        orderNo: orders.no,
        client: sql<
          string | null
        >`nullif(concat_ws(' ', ${orders.deliveryAddress}->>'name', ${orders.deliveryAddress}->>'surname'), '')`,
        createdAt: orderReturns.createdAt,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(where),
  ]);
  const quantities =
    rows.length === 0
      ? new Map<string, number>()
      : new Map(
          (
            await db
              .select({ returnId: orderReturnLines.returnId, quantity: sum(orderReturnLines.quantity) })
              .from(orderReturnLines)
              .where(
                inArray(
                  orderReturnLines.returnId,
                  rows.map((row) => row.id),
                ),
              )
              .groupBy(orderReturnLines.returnId)
          ).map((row) => [row.returnId, Number(row.quantity ?? 0)]),
        );
  return { rows, quantities, count: total?.total ?? 0 };
}
