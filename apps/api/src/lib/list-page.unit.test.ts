import { describe, expect, it, vi } from 'vitest';
import { listPage, type CountPolicy, type ListPageSource } from './list-page';
import { encodeCursor, decodeCursor } from './paging';

type Row = { id: string; sort_key: string };
const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: id(i + 1), sort_key: String(i + 1) }));

/** A list of 25 rows sorted by `sort_key`, read the way the repositories read it. */
function source(overrides: Partial<ListPageSource<'name', Row>> & { policy?: Partial<CountPolicy> } = {}) {
  const exact = vi.fn(async () => rows.length);
  const known = vi.fn(async (): Promise<number | undefined> => undefined);
  const byPosition = vi.fn(async (offset: number, _count: number, limit: number) =>
    rows.slice(offset, offset + limit),
  );
  const byCursor = vi.fn(async (cursor: { key: string; towards: 'next' | 'prev' }) => {
    const at = rows.findIndex((row) => row.sort_key === cursor.key);
    if (cursor.towards === 'next') {
      const after = rows.slice(at + 1);
      return { rows: after.slice(0, 10), more: after.length > 10 };
    }
    const before = rows.slice(0, at);
    return { rows: before.slice(-10), more: before.length > 10 };
  });
  const { policy, ...rest } = overrides;
  const value: ListPageSource<'name', Row> = {
    sort: 'name',
    direction: 'asc',
    page: 1,
    limit: 10,
    cursor: undefined,
    byCursor,
    byPosition,
    count: {
      known,
      exact,
      lowerBound: (seen) => seen,
      lastTravelledPageCounts: true,
      offsetReach: 0,
      firstPageBeforeCount: false,
      ...policy,
    },
    ...rest,
  };
  return { value, exact, known, byPosition, byCursor };
}

const cursorAt = (key: string, towards: 'next' | 'prev', sort = 'name') =>
  decodeCursor(
    encodeCursor({ sort, direction: 'asc', key, id: id(Number(key)), towards }),
    { name: true, other: true },
    () => new Error('bad'),
  ) as never;

describe('listPage', () => {
  it('answers the first page without an exact count: a lower bound of the rows seen, and a next cursor', async () => {
    const { value, exact } = source();
    const page = await listPage(value);
    expect(page.records.map((row) => row.sort_key)).toEqual(rows.slice(0, 10).map((row) => row.sort_key));
    expect(page).toMatchObject({ page: 1, count: 10, countExact: false, prevCursor: null });
    expect(page.nextCursor).not.toBeNull();
    expect(exact).not.toHaveBeenCalled();
  });

  it('takes the known count when it costs no scan', async () => {
    const { value } = source({ policy: { known: async () => 25 } });
    expect(await listPage(value)).toMatchObject({ count: 25, countExact: true });
  });

  it('answers the last page for a page number past the end, counting exactly', async () => {
    const { value, exact } = source({ page: 9 });
    const page = await listPage(value);
    expect(page).toMatchObject({ page: 3, count: 25, countExact: true, nextCursor: null });
    expect(page.records.map((row) => row.sort_key)).toEqual(['21', '22', '23', '24', '25']);
    expect(exact).toHaveBeenCalledTimes(1);
  });

  it('reads a near page by offset without the exact count when the policy reaches it', async () => {
    const { value, exact } = source({ page: 2, policy: { offsetReach: 100 } });
    const page = await listPage(value);
    expect(page.records[0]!.sort_key).toBe('11');
    expect(page).toMatchObject({ page: 2, countExact: false });
    expect(exact).not.toHaveBeenCalled();
  });

  it('travels by cursor; the last page reached forwards counts when the policy says so', async () => {
    const forwards = source({ page: 3, cursor: cursorAt('20', 'next') });
    expect(await listPage(forwards.value)).toMatchObject({ count: 25, countExact: true, nextCursor: null });
    const capped = source({
      page: 3,
      cursor: cursorAt('20', 'next'),
      policy: { lastTravelledPageCounts: false, lowerBound: (seen) => Math.max(seen, 1000) },
    });
    expect(await listPage(capped.value)).toMatchObject({ count: 1000, countExact: false });
  });

  it('ignores a cursor made for another sort and reads the page by number', async () => {
    const { value, byCursor } = source({ cursor: cursorAt('20', 'next', 'other') });
    const page = await listPage(value);
    expect(byCursor).not.toHaveBeenCalled();
    expect(page.records[0]!.sort_key).toBe('1');
  });

  it('reads a narrow first page before counting, and skips the count when the page is not full', async () => {
    const { value } = source({
      limit: 30,
      policy: { firstPageBeforeCount: true, known: vi.fn(async () => 25) },
    });
    expect(await listPage(value)).toMatchObject({ count: 25, countExact: true });
    expect(value.count.known).not.toHaveBeenCalled();
  });
});
