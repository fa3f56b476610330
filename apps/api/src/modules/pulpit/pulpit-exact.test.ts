import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../seed/orders-generator';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { deferProductStats, settleProductStats } from './product-stats';
import { productAggregatesAndTruth, rollupsAndTruth } from '../../test/pulpit-truth';
import { aggregatesAndTruth, apiAs, orderBody, place, pulpit, statusesOf } from './__fixtures__/pulpit';

describe('pulpit: daily aggregates stay exact, per account', () => {
  const ctx = useTestApp();
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    user = await createAccount(ctx);
    other = await createAccount(ctx);
    await generateOrders(ctx.database.db, { accountId: user.accountId, count: 150, seed: 11, batchSize: 50 });
    await generateOrders(ctx.database.db, { accountId: other.accountId, count: 40, seed: 12 });
  });

  const ids = async (accountId: string) =>
    (
      await rowsOf<{ id: string }>(
        ctx.database.db,
        sql`select id from orders where account_id = ${accountId} order by no`,
      )
    ).map((row) => row.id);

  const expectExact = async (accountId: string) => {
    const { stats, truth } = await aggregatesAndTruth(ctx, accountId);
    expect(stats).toEqual(truth);
    const products = await productAggregatesAndTruth(ctx, accountId);
    expect(products.stats).toEqual(products.truth);
    expect(products.pending).toBe(0);
    const rollups = await rollupsAndTruth(ctx, accountId);
    expect(rollups.stats).toEqual(rollups.truth);
    return truth;
  };

  it('matches the orders and their lines after a bulk generation', async () => {
    expect((await expectExact(user.accountId)).length).toBeGreaterThan(10);
    expect((await productAggregatesAndTruth(ctx, user.accountId)).truth.length).toBeGreaterThan(10);
    await expectExact(other.accountId);
  });

  it('stays exact under concurrent creates, status changes, bulk changes, archives and deletes', async () => {
    const call = apiAs(ctx, user);
    const all = await ids(user.accountId);
    const statusIds = Object.values(await statusesOf(ctx, user)).map((s) => s.id);
    const operations: Promise<{ statusCode: number; body: string }>[] = [];
    for (let i = 0; i < 12; i++)
      operations.push(
        call('POST', '/api/orders', orderBody(statusIds[i % statusIds.length]!, { source: 'ebay' })),
      );
    for (let i = 0; i < 10; i++) {
      operations.push(
        call('POST', '/api/orders/bulk/status', {
          orderIds: all.slice(i * 6, i * 6 + 9),
          statusId: statusIds[(i * 5) % statusIds.length],
        }),
      );
    }
    for (let i = 0; i < 6; i++) operations.push(call('DELETE', `/api/orders/${all[80 + i]}`));
    operations.push(call('POST', '/api/orders/bulk/delete', { orderIds: all.slice(90, 100) }));
    operations.push(call('POST', '/api/orders/bulk/archive', { orderIds: all.slice(100, 115) }));
    operations.push(
      call('POST', '/api/orders/bulk/archive', { orderIds: all.slice(110, 120), restore: true }),
    );
    const results = await Promise.all(operations);
    expect(results.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    await expectExact(user.accountId);
    await expectExact(other.accountId);
  });

  it('follows edits of date, gross, currency, source, lines and cancellation made straight in the database', async () => {
    const [first, second] = await ids(user.accountId);
    await ctx.database.db.execute(
      sql`update orders set created_at = created_at - interval '3 days', total_gross = total_gross + 1.25,
                            currency = 'CZK', source = 'amazon'
           where id in (${first}, ${second})`,
    );
    await expectExact(user.accountId);
    await ctx.database.db.execute(
      sql`update order_products set quantity = quantity + 2, gross_total = gross_total + 3.5 where order_id = ${first}`,
    );
    await ctx.database.db.execute(sql`delete from order_products where order_id = ${second}`);
    const cancelled = (await statusesOf(ctx, user)).cancelled!.id;
    await ctx.database.db.execute(sql`update orders set status_id = ${cancelled} where id = ${first}`);
    await expectExact(user.accountId);
  });

  it('adds lines written with deferred figures once settled, whatever changed in between', async () => {
    // The second order lost its lines in the test before; the first and third have theirs.
    const [first, second, third] = await ids(user.accountId);
    const copyLines = (orderIds: string[]) =>
      ctx.database.db.transaction(async (tx) => {
        await deferProductStats(tx as unknown as Db);
        await tx.execute(
          sql`insert into order_products (account_id, order_id, position, name, sku, quantity, currency,
                                          gross_price, price, gross_total, tax)
              select account_id, order_id, position + 100, name, sku, quantity + 1, currency, gross_price, price,
                     gross_total + 2, tax
                from order_products where order_id in ${orderIds} and position < 100`,
        );
      });
    const deltas = async () => (await productAggregatesAndTruth(ctx, user.accountId)).deltas;
    await copyLines([first!, second!]);
    expect(await deltas()).toBeGreaterThan(0);
    const waiting = await productAggregatesAndTruth(ctx, user.accountId);
    expect(waiting.stats).not.toEqual(waiting.truth);
    // A status change moves the order's lines, the waiting ones among them, before they were added.
    const cancelled = (await statusesOf(ctx, user)).cancelled!.id;
    await ctx.database.db.execute(sql`update orders set status_id = ${cancelled} where id = ${first}`);
    await settleProductStats(ctx.database.db, user.accountId);
    expect(await deltas()).toBe(0);
    await expectExact(user.accountId);
    // Deleting lines subtracts from rows that exist: the account's waiting deltas are added first.
    await copyLines([first!, third!]);
    await ctx.database.db.execute(
      sql`delete from order_products where order_id = ${third} and position >= 100`,
    );
    expect(await deltas()).toBe(0);
    await expectExact(user.accountId);
    // The Pulpit settles what an import left (a crash before its end) before it reads.
    await copyLines([first!]);
    await pulpit(ctx, user, { period: 'today' });
    expect(await deltas()).toBe(0);
    await expectExact(user.accountId);
  });

  it("shows one account nothing of another's orders", async () => {
    const fresh = await createAccount(ctx);
    const s = (await statusesOf(ctx, fresh)).new!.id;
    await place(ctx, fresh, { at: '2026-05-10T10:00:00Z', gross: '12.34', statusId: s });
    const mine = await pulpit(ctx, fresh, { period: 'custom', from: '2026-01-01', to: '2026-12-31' });
    expect(mine.orders!.figures.orders.value).toBe(1);
    expect(mine.orders!.figures.sales.value.amount).toBe('12.34');
    expect(mine.orders!.topByQuantity.map((p) => p.name)).toEqual(['Kubek ceramiczny']);
    const theirs = await pulpit(ctx, other, { period: 'custom', from: '2026-05-10', to: '2026-05-10' });
    const { truth } = await aggregatesAndTruth(ctx, other.accountId);
    const cancelled = (await statusesOf(ctx, other)).cancelled!.id;
    const otherThatDay = truth
      .filter((r) => r.day === '2026-05-10' && r.status_key !== cancelled)
      .reduce((n, r) => n + Number(r.orders), 0);
    expect(theirs.orders!.figures.orders.value).toBe(otherThatDay);
    expect(theirs.orders!.topByQuantity.some((p) => p.name === 'Kubek ceramiczny' && p.quantity === 2)).toBe(
      false,
    );
  });

  it('removes the rows of a deleted account with it', async () => {
    const gone = await createAccount(ctx);
    await generateOrders(ctx.database.db, { accountId: gone.accountId, count: 5, seed: 13 });
    await ctx.database.db.execute(sql`delete from accounts where id = ${gone.accountId}`);
    const [row] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from order_daily_stats where account_id = ${gone.accountId}`,
    );
    expect(row!.n).toBe(0);
  });
});
