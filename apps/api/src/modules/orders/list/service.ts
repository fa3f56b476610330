import { pageCount } from '@zaplecze/contract/common/pagination';
import type { OrderList, orderListQuery } from '@zaplecze/contract/orders/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { edgeCursors } from '../../../lib/paging';
import { toOrderRow, type ListRecord } from '../mapping';
import { buildScope, parseFilterText, scopeCondition, statusCatalog } from '../scope';
import { exactCount, knownCount, summaryKey } from '../summary/service';
import { decodeOrderCursor, pageByCursor, pageByPosition, type PageRequest } from './repository';

type ListQuery = z.output<typeof orderListQuery>;

interface Page {
  records: ListRecord[];
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  /** The exact count, or undefined when only a lower bound is known. */
  count: number | undefined;
}

/**
 * GET /api/orders: one page for the status, group and conditional filter. The first page and a
 * page travelled to by cursor never wait for a count: the count is exact when it costs no scan
 * (counters, or a summary of the same filter computed lately), otherwise the rows seen so far,
 * with `countExact: false`, and GET /api/orders/summary counts. Only a page asked for by number
 * (a bookmark, 'last page') needs the exact count to find its rows from the nearer end; a number
 * past the last page answers the last page. A cursor made for another sort is ignored.
 */
export async function listOrders(db: Db, accountId: string, query: ListQuery): Promise<OrderList> {
  const rootGroup = parseFilterText(query.filter);
  // Only a group filter needs the statuses before the query can be built.
  const statuses = query.groupId ? (await statusCatalog(db, accountId)).statuses : [];
  const scope = buildScope(accountId, { ...query, rootGroup }, statuses);
  const request: PageRequest = {
    where: scopeCondition(scope),
    sort: query.sort,
    direction: query.direction,
    limit: query.limit,
  };
  const key = summaryKey(scope, query.filter);
  const cursor = query.cursor ? decodeOrderCursor(query.cursor) : undefined;
  const byCursor =
    cursor && cursor.sort === query.sort && cursor.direction === query.direction ? cursor : undefined;

  let result: Page;
  if (byCursor) {
    const [count, travelled] = await Promise.all([
      knownCount(db, scope, key),
      pageByCursor(db, request, byCursor),
    ]);
    const hasNext = byCursor.towards === 'next' ? travelled.more : true;
    const hasPrev = byCursor.towards === 'prev' ? travelled.more : true;
    // The last page reached going forwards has seen every match.
    const seen = hasNext ? undefined : (query.page - 1) * query.limit + travelled.rows.length;
    result = { records: travelled.rows, hasNext, hasPrev, page: query.page, count: count ?? seen };
  } else if (query.page === 1) {
    const [count, rows] = await Promise.all([
      knownCount(db, scope, key),
      pageByPosition(db, { ...request, limit: query.limit + 1 }, 0, Number.POSITIVE_INFINITY),
    ]);
    const hasNext = rows.length > query.limit;
    const records = rows.slice(0, query.limit);
    // A first page without a next one holds every match: its count is exact.
    result = { records, hasNext, hasPrev: false, page: 1, count: hasNext ? count : records.length };
  } else {
    const count = (await knownCount(db, scope, key)) ?? (await exactCount(db, scope, key));
    const page = Math.min(query.page, pageCount(count, query.limit));
    const offset = (page - 1) * query.limit;
    const records = count === 0 ? [] : await pageByPosition(db, request, offset, count);
    result = { records, hasPrev: offset > 0, hasNext: offset + records.length < count, page, count };
  }

  const { records, hasPrev, hasNext, page } = result;
  const seen = (page - 1) * query.limit + records.length;
  return {
    data: records.map(toOrderRow),
    count: result.count ?? seen,
    countExact: result.count !== undefined,
    page,
    limit: query.limit,
    ...edgeCursors(request, records, hasPrev && records.length > 0, hasNext && records.length > 0),
  };
}
