import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { place, pulpit, statusesOf } from './__fixtures__/pulpit';

describe('pulpit: permissions and what needs attention', () => {
  const ctx = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createAccount(ctx, { planId: 'free' });
    const s = (await statusesOf(ctx, admin)).new!.id;
    await place(ctx, admin, {
      at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      gross: '5.00',
      statusId: s,
    });
    await place(ctx, admin, { at: new Date().toISOString(), gross: '5.00', statusId: s });
    const product = (sku: string, stock: number, reserved: number) =>
      ctx.database.db.execute(
        sql`insert into products (account_id, sku, name, stock, stock_reserved)
            values (${admin.accountId}, ${sku}, ${`Produkt ${sku}`}, ${stock}, ${reserved})`,
      );
    await product('LOW-1', 1, 0);
    await product('LOW-4', 4, 0);
    await product('OK-5', 5, 0);
    await product('ZERO', 0, 0);
    await product('SHORT', 2, 3);
    await product('SHORT-0', 0, 1);
  });

  it('requires a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pulpit' })).statusCode).toBe(401);
  });

  it('gives the administrator every part: waiting too long, low stock, short of reservations, plan usage', async () => {
    const data = await pulpit(ctx, admin, { period: 'today', waitingDays: 3 });
    expect(data.orders!.figures.waiting).toBe(2);
    expect(data.attention.waitingOrders).toMatchObject({ count: 1, days: 3 });
    // SHORT has 2 in stock and 3 reserved: in stock and low, and short of its reservations.
    expect(data.attention.lowStock).toEqual({ count: 3, capped: false });
    expect(data.attention.outOfStockReserved).toEqual({ count: 2, capped: false });
    expect(data.attention.imports).toEqual({ items: [], failedCount: 0, failedDays: 7 });
    const licence = data.attention.licence;
    expect(licence.isTrial).toBe(true);
    expect(licence.daysLeft).toBeGreaterThan(0);
    expect(licence.usage.find((u) => u.kind === 'orders')!.used).toBe(2);
    expect(licence.usage.find((u) => u.kind === 'products')!.used).toBe(6);
    expect(licence.usage.find((u) => u.kind === 'imports')!.used).toBe(0);
  });

  it('keeps the product count of the plan usage exact as products are deleted', async () => {
    await ctx.database.db.execute(
      sql`delete from products where account_id = ${admin.accountId} and sku in ('OK-5', 'ZERO')`,
    );
    const data = await pulpit(ctx, admin, { period: 'today' });
    expect(data.attention.licence.usage.find((u) => u.kind === 'products')!.used).toBe(4);
    await ctx.database.db.execute(
      sql`insert into products (account_id, sku, name) values (${admin.accountId}, 'NEW-1', 'Nowy')`,
    );
    const again = await pulpit(ctx, admin, { period: 'today' });
    expect(again.attention.licence.usage.find((u) => u.kind === 'products')!.used).toBe(5);
  });

  it('shows no order figures without OMS read and no product figures without PIM read', async () => {
    const productsOnly = await createUser(ctx, admin.accountId, { permissions: ['pim.read'] });
    const a = await pulpit(ctx, productsOnly, { period: '7d' });
    expect(a.orders).toBeNull();
    expect(a.attention.waitingOrders).toBeNull();
    expect(a.attention.lowStock).not.toBeNull();
    expect(a.attention.licence.usage.map((u) => u.kind)).toEqual(['products', 'imports']);

    const ordersOnly = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const b = await pulpit(ctx, ordersOnly, { period: '7d' });
    expect(b.orders!.figures.orders.value).toBe(1);
    expect(b.attention.lowStock).toBeNull();
    expect(b.attention.outOfStockReserved).toBeNull();
    expect(b.attention.imports).toBeNull();
    expect(b.attention.licence.usage.map((u) => u.kind)).toEqual(['orders']);

    const nothing = await createUser(ctx, admin.accountId, { permissions: [] });
    const c = await pulpit(ctx, nothing, { period: '7d' });
    expect(c.orders).toBeNull();
    expect(c.attention.lowStock).toBeNull();
    expect(c.attention.licence.usage).toEqual([]);
  });
});
