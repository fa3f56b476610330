import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCounts } from '@zaplecze/contract/orders/orders';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, list, orderBody, statusesOf, summaryOf } from '../__fixtures__/orders';
import { rowsOf } from '../../../db/rows';

describe('orders: sidebar counts and summary stay exact under concurrent changes', () => {
  const ctx = useTestApp();
  let user: TestUser;
  let other: TestUser;
  let status: Awaited<ReturnType<typeof statusesOf>>;

  beforeAll(async () => {
    user = await createAccount(ctx);
    other = await createAccount(ctx);
    status = await statusesOf(ctx, user);
    await generateOrders(ctx.database.db, { accountId: user.accountId, count: 120, seed: 3, batchSize: 40 });
    await generateOrders(ctx.database.db, { accountId: other.accountId, count: 30, seed: 4 });
  });

  const truth = async (accountId: string) => {
    const rows = await rowsOf<{ status_id: string | null; n: number }>(
      ctx.database.db,
      sql`select status_id, count(*)::int as n from orders where account_id = ${accountId} and archived_at is null group by status_id`,
    );
    return Object.fromEntries(rows.map((row) => [row.status_id ?? 'none', row.n]));
  };
  const counts = async (who: TestUser): Promise<OrderCounts> =>
    (await apiAs(ctx, who)('GET', '/api/orders/counts')).json();
  const ids = async (accountId: string) =>
    (
      await rowsOf<{ id: string }>(
        ctx.database.db,
        sql`select id from orders where account_id = ${accountId} order by no`,
      )
    ).map((row) => row.id);

  const expectExact = async (who: TestUser) => {
    const expected = await truth(who.accountId);
    const actual = await counts(who);
    const byStatus = Object.fromEntries(
      actual.statuses.filter((s) => s.count > 0).map((s) => [s.statusId, s.count]),
    );
    if (actual.noStatus > 0) byStatus.none = actual.noStatus;
    expect(byStatus).toEqual(expected);
    expect(actual.total).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0));
    const statuses = (await apiAs(ctx, who)('GET', '/api/order-statuses')).json().data as {
      id: string;
      groupId: string | null;
    }[];
    for (const group of actual.groups) {
      const members = statuses.filter((s) => s.groupId === group.groupId).map((s) => s.id);
      expect(group.count).toBe(members.reduce((sum, id) => sum + (expected[id] ?? 0), 0));
    }
    expect(actual.ungrouped).toBe(
      statuses.filter((s) => s.groupId === null).reduce((sum, s) => sum + (expected[s.id] ?? 0), 0),
    );
    return actual;
  };

  it('answers the generated data exactly, per status, per group and in total', async () => {
    const actual = await expectExact(user);
    expect(actual.total).toBe(120);
    await expectExact(other);
  });

  it('keeps exact counts after many creates, status changes, archives and deletes run at once', async () => {
    const call = apiAs(ctx, user);
    const all = await ids(user.accountId);
    const statusIds = Object.values(status).map((s) => s.id);
    const operations: Promise<{ statusCode: number }>[] = [];
    for (let i = 0; i < 12; i++)
      operations.push(call('POST', '/api/orders', orderBody(statusIds[i % statusIds.length]!)));
    for (let i = 0; i < 12; i++) {
      const orderIds = all.slice(i * 5, i * 5 + 8);
      operations.push(
        call('POST', '/api/orders/bulk/status', {
          orderIds,
          statusId: statusIds[(i * 3) % statusIds.length],
          comment: `fala ${i}`,
        }),
      );
    }
    for (let i = 0; i < 6; i++) operations.push(call('DELETE', `/api/orders/${all[70 + i]}`));
    operations.push(call('POST', '/api/orders/bulk/delete', { orderIds: all.slice(80, 90) }));
    operations.push(call('POST', '/api/orders/bulk/archive', { orderIds: all.slice(90, 100) }));
    operations.push(
      call('POST', '/api/orders/bulk/archive', { orderIds: all.slice(95, 105), restore: true }),
    );
    const results = await Promise.all(operations);
    expect(results.map((result) => result.statusCode).filter((code) => code >= 300)).toEqual([]);

    const actual = await expectExact(user);
    const [row] = await rowsOf<{ n: number; gross: string }>(
      ctx.database.db,
      sql`select count(*)::int as n, coalesce(sum(total_gross) filter (where currency = 'PLN'), 0)::numeric(14,2)::text as gross
            from orders where account_id = ${user.accountId} and archived_at is null`,
    );
    const summary = await summaryOf(ctx, user, {});
    expect(summary.count).toBe(row!.n);
    expect(summary.totalValue.amount).toBe(row!.gross);
    expect(actual.total).toBe(row!.n);
    await expectExact(other);
  });

  it('moves the counts with the orders when a status is deleted with a replacement', async () => {
    const shipped = Object.values(status).find((s) => s.internalName === 'Wysłane')!;
    const ready = Object.values(status).find((s) => s.internalName === 'Gotowe do wysyłki')!;
    const before = await counts(user);
    const moving = before.statuses.find((s) => s.statusId === shipped.id)!.count;
    const response = await apiAs(ctx, user)(
      'DELETE',
      `/api/order-statuses/${shipped.id}?replacementId=${ready.id}`,
    );
    expect(response.statusCode).toBe(204);
    const after = await expectExact(user);
    expect(after.statuses.find((s) => s.statusId === ready.id)!.count).toBe(
      before.statuses.find((s) => s.statusId === ready.id)!.count + moving,
    );
    expect(after.total).toBe(before.total);
  });

  it('summarizes a status and a group from the counters like a COUNT would', async () => {
    const completed = await list(ctx, user, { statusId: status.completed!.id, limit: 10 });
    const expected = await truth(user.accountId);
    expect(completed.count).toBe(expected[status.completed!.id] ?? 0);
    const tiles = await summaryOf(ctx, user, { statusId: status.completed!.id });
    expect(tiles.completed).toBe(completed.count);
    expect(tiles.count).toBe(completed.count);
    expect(tiles.pending).toBe(0);
    const group = await list(ctx, user, { groupId: status.new!.groupId!, limit: 10 });
    const statuses = (await apiAs(ctx, user)('GET', '/api/order-statuses')).json().data as {
      id: string;
      groupId: string | null;
    }[];
    const inGroup = statuses.filter((s) => s.groupId === status.new!.groupId).map((s) => s.id);
    expect(group.count).toBe(inGroup.reduce((sum, id) => sum + (expected[id] ?? 0), 0));
    expect(group.data.every((row) => inGroup.includes(row.statusId!))).toBe(true);
  });
});
