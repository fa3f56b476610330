import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderProducts, orders, outboxEvents } from './schema/index';
import { createAccount, type TestUser } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { insertRows, insertRowsReturning } from './insert-rows';

describe('insert-rows: many rows through one JSON parameter, as drizzle inserts them', () => {
  const ctx = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createAccount(ctx);
  });

  const order = (no: number, extra: Partial<typeof orders.$inferInsert> = {}) => ({
    accountId: admin.accountId,
    no,
    externalId: `Zażółć "gęślą" \\ jaźń\t${no}`,
    email: null,
    totalGross: '1604.99',
    alreadyPaidAt: new Date('2026-03-01T10:15:30.123Z'),
    prepareInvoice: true,
    fileDocumentIds: ['a,b', 'c"d', 'e\\f'],
    deliveryAddress: { name: 'Anna', surname: "O'Neil", street: 'Długa 1\n2', country: 'PL' } as never,
    createdAt: new Date('2026-02-28T23:59:59.000Z'),
    modifiedAt: new Date('2026-02-28T23:59:59.000Z'),
    ...extra,
  });
  /** A stored order without what the database gives each row (id) or what differs by design (no). */
  const comparable = ({ id: _id, no, ...row }: typeof orders.$inferSelect) => ({
    ...row,
    externalId: row.externalId?.replace(String(no), 'N'),
  });

  it('stores and answers the same rows as a drizzle insert, defaults included', async () => {
    const db = ctx.database.db;
    const [viaDrizzle] = await db.insert(orders).values(order(9001)).returning();
    const [viaJson] = await insertRowsReturning(db, orders, [order(9002)]);
    expect(comparable(viaJson!)).toEqual(comparable(viaDrizzle!));
    expect(viaJson!.version).toBe(1);
    expect(viaJson!.currency).toBe('PLN');
    expect(viaJson!.alreadyPaidAt).toEqual(new Date('2026-03-01T10:15:30.123Z'));
    const [stored] = await db.select().from(orders).where(eq(orders.id, viaJson!.id));
    expect(stored).toEqual(viaJson);
  });

  it('gives a row leaving a column out its default while another row sets it', async () => {
    const db = ctx.database.db;
    const rows = await insertRowsReturning(db, orders, [
      order(9003, { currency: 'EUR', fileDocumentIds: undefined }),
      order(9004),
    ]);
    const byNo = new Map(rows.map((row) => [row.no, row]));
    expect(byNo.get(9003)!.currency).toBe('EUR');
    expect(byNo.get(9003)!.fileDocumentIds).toEqual([]);
    expect(byNo.get(9004)!.currency).toBe('PLN');
    expect(byNo.get(9004)!.fileDocumentIds).toEqual(['a,b', 'c"d', 'e\\f']);
  });

  it('writes lines without answering them', async () => {
    const db = ctx.database.db;
    const [made] = await insertRowsReturning(db, orders, [order(9005)]);
    const line = (position: number) => ({
      accountId: admin.accountId,
      orderId: made!.id,
      position,
      name: `Kubek „${position}”`,
      quantity: position,
      currency: 'PLN',
      price: '8.14',
      grossPrice: '10.01',
      grossTotal: (10.01 * position).toFixed(2),
      tax: 23,
      sku: position === 1 ? null : 'SKU-2',
    });
    await insertRows(db, orderProducts, [line(1), line(2)]);
    const lines = await db
      .select()
      .from(orderProducts)
      .where(inArray(orderProducts.orderId, [made!.id]))
      .orderBy(orderProducts.position);
    expect(lines.map((row) => [row.name, row.quantity, row.grossTotal, row.sku])).toEqual([
      ['Kubek „1”', 1, '10.01', null],
      ['Kubek „2”', 2, '20.02', 'SKU-2'],
    ]);
  });

  it('keeps the rows in the order given (outbox events are delivered by their serial), JSON as given, null as null', async () => {
    const db = ctx.database.db;
    const resourceId = (n: number) => `insert-order-${String(n).padStart(2, '0')}`;
    const data = (n: number) => ({ n, text: `„${n}” "cudzysłów" \\ \n`, nested: { list: [n, null] } });
    await insertRows(
      db,
      outboxEvents,
      Array.from({ length: 40 }, (_, index) => {
        const n = (index * 17) % 40;
        return {
          id: crypto.randomUUID(),
          accountId: admin.accountId,
          type: 'order.created',
          resourceType: 'order',
          resourceId: resourceId(n),
          resourceVersion: 1,
          data: data(n),
        };
      }),
    );
    const stored = await db
      .select({ resourceId: outboxEvents.resourceId, data: outboxEvents.data })
      .from(outboxEvents)
      .where(eq(outboxEvents.accountId, admin.accountId))
      .orderBy(asc(outboxEvents.seq));
    const mine = stored.filter((row) => row.resourceId.startsWith('insert-order-'));
    expect(mine.map((row) => row.resourceId)).toEqual(
      Array.from({ length: 40 }, (_, index) => resourceId((index * 17) % 40)),
    );
    expect(mine[1]!.data).toEqual(data(17));

    await insertRows(db, auditLog, [
      { accountId: admin.accountId, action: 'edit', targetType: 'insert-rows', details: {}, ip: null },
    ]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetType, 'insert-rows'));
    expect(entry).toMatchObject({ ip: null, targetId: null, details: {}, userId: null });
  });
});
