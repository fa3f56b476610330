import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, list, listUrl, summaryOf } from '../__fixtures__/orders';
import { rowsOf } from '../../../db/rows';

const where = (fieldId: string, operator: string, value: string | number) => ({ fieldId, operator, value });
const filterOf = (...conditions: ReturnType<typeof where>[]) => ({ operator: 'AND', conditions, groups: [] });

describe('orders list: the page before the count', () => {
  const ctx = useTestApp();
  let user: TestUser;
  const total = 90;
  const limit = 10;

  beforeAll(async () => {
    user = await createAccount(ctx);
    await generateOrders(ctx.database.db, {
      accountId: user.accountId,
      count: total,
      seed: 11,
      batchSize: 50,
    });
  });

  const truth = async (condition: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from orders where account_id = ${user.accountId} and archived_at is null and ${condition}`,
    );
    return row!.n;
  };

  it('answers the first page of a broad filter with a lower bound, then exactly once the summary counted', async () => {
    // A value no other test uses, so no remembered summary exists for it yet.
    const filter = filterOf(where('orderValue', 'greaterThanOrEqual', 0.01));
    const exact = await truth(sql`total_gross >= 0.01`);
    expect(exact).toBeGreaterThan(limit);

    const first = await list(ctx, user, { filter, limit });
    expect(first.data).toHaveLength(limit);
    expect(first.countExact).toBe(false);
    expect(first.count).toBe(limit);
    expect(first.nextCursor).not.toBeNull();

    const summary = await summaryOf(ctx, user, { filter });
    expect(summary.count).toBe(exact);

    const again = await list(ctx, user, { filter, limit });
    expect(again).toMatchObject({ count: exact, countExact: true, page: 1 });
    expect(again.data.map((row) => row.id)).toEqual(first.data.map((row) => row.id));
  });

  it('travels by cursor without a count and keeps the lower bound growing', async () => {
    const filter = filterOf(where('orderValue', 'greaterThanOrEqual', 0.02));
    const first = await list(ctx, user, { filter, limit });
    const second = await list(ctx, user, { filter, limit, page: 2, cursor: first.nextCursor! });
    expect(second.countExact).toBe(false);
    expect(second.count).toBe(2 * limit);
    expect(second.data.some((row) => first.data.some((seen) => seen.id === row.id))).toBe(false);
  });

  it('counts exactly when the first page holds every match or no conditional filter is set', async () => {
    const narrow = await list(ctx, user, { filter: filterOf(where('orderId', 'equals', '3')), limit });
    expect(narrow).toMatchObject({ count: 1, countExact: true });
    const none = await list(ctx, user, {
      filter: filterOf(where('clientName', 'equals', 'Nikt-taki-nie-istnieje')),
    });
    expect(none).toMatchObject({ count: 0, countExact: true, data: [] });
    const all = await list(ctx, user, { limit });
    expect(all).toMatchObject({ count: total, countExact: true });
  });

  it('answers a page number past the end with the last page and its number, counted exactly', async () => {
    const filter = filterOf(where('orderValue', 'greaterThanOrEqual', 0.03));
    const exact = await truth(sql`total_gross >= 0.03`);
    const lastPage = Math.ceil(exact / limit);
    const past = await list(ctx, user, { filter, limit, page: 999 });
    expect(past).toMatchObject({ page: lastPage, count: exact, countExact: true });
    expect(past.data).toHaveLength(exact - (lastPage - 1) * limit);
    const plain = await list(ctx, user, { limit, page: 999 });
    expect(plain).toMatchObject({ page: total / limit, count: total });
    expect(plain.data).toHaveLength(limit);
  });

  it('guards the summary like the list: a bad filter is a 400, no oms.read is a 403', async () => {
    const call = apiAs(ctx, user);
    const bad = await call(
      'GET',
      listUrl({ filter: '{not json' }).replace('/api/orders?', '/api/orders/summary?'),
    );
    expect(bad.statusCode).toBe(400);
    const reader = await createUser(ctx, user.accountId, { permissions: ['pim.read'] });
    const denied = await apiAs(ctx, reader)('GET', '/api/orders/summary');
    expect(denied.statusCode).toBe(403);
  });
});
