import { pageCount } from '@zaplecze/contract/common/pagination';
import { edgeCursors, type Cursor } from './paging';

/**
 * The page strategy every keyset list shares (orders, products): a page travelled to by cursor,
 * the first page, or a page asked for by number (a bookmark, 'last page'). The first page and a
 * cursor page never wait for an exact count; only a page by number beyond `offsetReach` needs it,
 * to read its rows from the nearer end, and a number past the last page answers the last page.
 * The domain brings its row readers and its count policy.
 */

export interface KeysetRow {
  sort_key: string;
  id: string;
}

export interface CountPolicy {
  /** The count when it costs no full scan (counters, a fresh summary, a capped count); undefined when unknown. */
  known: () => Promise<number | undefined>;
  /** The exact count, scanning when it must. */
  exact: () => Promise<number>;
  /** The count reported (with `countExact: false`) when it is unknown, from the rows seen so far. */
  lowerBound: (seen: number, hasNext: boolean) => number;
  /** A travel forwards that reaches the last page has seen every match: its count is exact. */
  lastTravelledPageCounts: boolean;
  /**
   * A page asked for by number this many rows from the start or fewer is read by offset without
   * waiting for the exact count (0: every page by number counts first).
   */
  offsetReach: number;
  /** Read the first page before the known count (a narrow filter: a page that is not full is the count). */
  firstPageBeforeCount: boolean;
}

export interface ListPageSource<Sort extends string, Row extends KeysetRow> {
  sort: Sort;
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
  /** The decoded cursor of the request, if any; one made for another sort is ignored. */
  cursor: Cursor<Sort> | undefined;
  byCursor: (cursor: Cursor<Sort>) => Promise<{ rows: Row[]; more: boolean }>;
  /** `limit` rows at `offset` of `count` matching rows (`count` infinite: read from the start). */
  byPosition: (offset: number, count: number, limit: number) => Promise<Row[]>;
  count: CountPolicy;
}

export interface ListPage<Row> {
  records: Row[];
  count: number;
  countExact: boolean;
  page: number;
  limit: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

interface Found<Row> {
  records: Row[];
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  /** The exact count, or undefined when only a lower bound is known. */
  count: number | undefined;
}

const fromStart = Number.POSITIVE_INFINITY;

async function byCursor<Sort extends string, Row extends KeysetRow>(
  source: ListPageSource<Sort, Row>,
  cursor: Cursor<Sort>,
): Promise<Found<Row>> {
  const { page, limit, count: policy } = source;
  const [count, travelled] = await Promise.all([policy.known(), source.byCursor(cursor)]);
  const hasNext = cursor.towards === 'next' ? travelled.more : true;
  const hasPrev = cursor.towards === 'prev' ? travelled.more : true;
  const seen =
    policy.lastTravelledPageCounts && !hasNext ? (page - 1) * limit + travelled.rows.length : undefined;
  return { records: travelled.rows, hasNext, hasPrev, page, count: count ?? seen };
}

async function firstPage<Sort extends string, Row extends KeysetRow>(
  source: ListPageSource<Sort, Row>,
): Promise<Found<Row>> {
  const { limit, count: policy } = source;
  const read = () => source.byPosition(0, fromStart, limit + 1);
  const [count, rows] = policy.firstPageBeforeCount
    ? await read().then(
        async (found) => [found.length > limit ? await policy.known() : undefined, found] as const,
      )
    : await Promise.all([policy.known(), read()]);
  const hasNext = rows.length > limit;
  const records = rows.slice(0, limit);
  // A first page without a next one holds every match: its count is exact.
  return { records, hasNext, hasPrev: false, page: 1, count: hasNext ? count : records.length };
}

async function pageByNumber<Sort extends string, Row extends KeysetRow>(
  source: ListPageSource<Sort, Row>,
): Promise<Found<Row>> {
  const { limit, count: policy } = source;
  const offset = (source.page - 1) * limit;
  const [known, near] = await Promise.all([
    policy.known(),
    // Near the start a page is read by offset without counting everything first.
    offset <= policy.offsetReach ? source.byPosition(offset, fromStart, limit + 1) : Promise.resolve([]),
  ]);
  if (known === undefined && near.length > 0) {
    const hasNext = near.length > limit;
    const records = near.slice(0, limit);
    // The last page tells the count.
    return {
      records,
      hasNext,
      hasPrev: true,
      page: source.page,
      count: hasNext ? undefined : offset + records.length,
    };
  }
  // Far pages (and past the end) are read from the nearer end, which takes the exact count.
  const count = known ?? (await policy.exact());
  const page = Math.min(source.page, pageCount(count, limit));
  const from = (page - 1) * limit;
  const records = count === 0 ? [] : await source.byPosition(from, count, limit);
  return { records, hasPrev: from > 0, hasNext: from + records.length < count, page, count };
}

/** One page of a keyset list, with its count (exact or a lower bound) and the cursors of its edges. */
export async function listPage<Sort extends string, Row extends KeysetRow>(
  source: ListPageSource<Sort, Row>,
): Promise<ListPage<Row>> {
  const { sort, direction, limit } = source;
  const cursor =
    source.cursor && source.cursor.sort === sort && source.cursor.direction === direction
      ? source.cursor
      : undefined;
  const found = cursor
    ? await byCursor(source, cursor)
    : source.page === 1
      ? await firstPage(source)
      : await pageByNumber(source);
  const { records, hasPrev, hasNext, page } = found;
  const seen = (page - 1) * limit + records.length;
  return {
    records,
    count: found.count ?? source.count.lowerBound(seen, hasNext),
    countExact: found.count !== undefined,
    page,
    limit,
    ...edgeCursors(
      { sort, direction },
      records,
      hasPrev && records.length > 0,
      hasNext && records.length > 0,
    ),
  };
}
