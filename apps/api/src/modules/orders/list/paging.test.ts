import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, orderSortFields, type OrderList } from '@zaplecze/contract/orders/orders';
import { generateOrders } from '../../../seed/orders-generator';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, list } from '../__fixtures__/orders';
import { rowsOf } from '../../../db/rows';

const columns = {
  createdAt: 'created_at',
  number: 'no',
  value: 'total_gross',
  clientName: 'pl_sort_key(customer_name) collate pl_sort',
} as const;

describe('orders: paging by cursor and by position', () => {
  const ctx = useTestApp();
  let user: TestUser;
  const total = 137;
  const limit = 20;

  beforeAll(async () => {
    user = await createAccount(ctx);
    await generateOrders(ctx.database.db, {
      accountId: user.accountId,
      count: total,
      seed: 7,
      batchSize: 50,
    });
  });

  const expectedIds = async (sort: keyof typeof columns, direction: 'asc' | 'desc', extra = sql``) => {
    const dir = sql.raw(direction);
    const order = sort === 'number' ? sql`no ${dir}` : sql`${sql.raw(columns[sort])} ${dir}, id ${dir}`;
    const rows = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`select id from orders where account_id = ${user.accountId} and archived_at is null ${extra} order by ${order}`,
    );
    return rows.map((row) => row.id);
  };

  const walk = async (
    params: Record<string, string | number>,
    towards: 'next' | 'prev',
    start: OrderList,
  ) => {
    const pages = [start];
    let current = start;
    for (;;) {
      const cursor = towards === 'next' ? current.nextCursor : current.prevCursor;
      if (!cursor) break;
      current = await list(ctx, user, {
        ...params,
        cursor,
        page: current.page + (towards === 'next' ? 1 : -1),
      });
      pages.push(current);
    }
    return pages;
  };

  for (const sort of orderSortFields) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`walks every row once by ${sort} ${direction}, forwards and back`, async () => {
        const expected = await expectedIds(sort, direction);
        const params = { sort, direction, limit };
        const first = await list(ctx, user, params);
        const forward = await walk(params, 'next', first);
        expect(forward.flatMap((page) => page.data.map((row) => row.id))).toEqual(expected);
        expect(forward.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(forward.at(-1)!.nextCursor).toBeNull();

        const backward = await walk(params, 'prev', forward.at(-1)!);
        expect(backward.reverse().flatMap((page) => page.data.map((row) => row.id))).toEqual(expected);
        expect(backward[0]!.prevCursor).toBeNull();
      });
    }
  }

  it('jumps to a page by position from either end, and clamps past the last page', async () => {
    const expected = await expectedIds('createdAt', 'desc');
    for (const page of [1, 3, 4, 6, 7]) {
      const result = await list(ctx, user, { page, limit });
      expect(result.data.map((row) => row.id)).toEqual(expected.slice((page - 1) * limit, page * limit));
      expect(result.count).toBe(total);
    }
    const beyond = await list(ctx, user, { page: 99, limit });
    expect(beyond.page).toBe(7);
    expect(beyond.data).toHaveLength(total - 6 * limit);
    const fromMiddle = await list(ctx, user, { page: 5, limit });
    const next = await list(ctx, user, { page: 6, limit, cursor: fromMiddle.nextCursor! });
    expect(next.data.map((row) => row.id)).toEqual(expected.slice(100, 120));
  });

  it('pages a filtered list by cursor', async () => {
    const filter = {
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
      groups: [],
    };
    const expected = await expectedIds('value', 'desc', sql`and source = 'allegro'`);
    const params = { sort: 'value', direction: 'desc', limit: 10, filter: JSON.stringify(filter) };
    const pages = await walk(params, 'next', await list(ctx, user, params));
    expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(expected);
    // The first page did not wait for the count; the last one knows every row.
    expect(pages[0]).toMatchObject({ count: 10, countExact: false });
    expect(pages.at(-1)).toMatchObject({ count: expected.length, countExact: true });
  });

  it('ignores a cursor made for another sort and refuses a forged one', async () => {
    const byNumber = await list(ctx, user, { sort: 'number', limit });
    const other = await list(ctx, user, { sort: 'value', page: 2, limit, cursor: byNumber.nextCursor! });
    expect(other.data.map((row) => row.id)).toEqual(
      (await expectedIds('value', 'desc')).slice(limit, 2 * limit),
    );
    const forged = await apiAs(ctx, user)('GET', '/api/orders?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(orderMessages.invalidCursor);
    const badSize = await apiAs(ctx, user)('GET', '/api/orders?limit=25');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().error.fields).toHaveProperty('limit');
  });
});
