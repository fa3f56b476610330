import { pageCount } from '@zaplecze/contract/pagination';
import type { OrderList, orderListQuery } from '@zaplecze/contract/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { toOrderRow, type ListRecord } from '../mapping';
import { edgeCursors } from '../../../lib/paging';
import { decodeOrderCursor, pageByCursor, pageByPosition, type PageRequest } from './repository';
import { buildScope, parseFilterText, scopeCondition, statusCatalog } from '../scope';
import { summaryBuckets, summaryOf } from '../summary/service';

type ListQuery = z.output<typeof orderListQuery>;

/**
 * GET /api/orders: one page, the count and the summary tiles for the same status, group and
 * conditional filter. The statuses, the summary and the page (by cursor, or the first one) are
 * independent and read at once on the pool; only a page found by position waits for the count.
 * A cursor made for another sort is ignored and the page found by position.
 */
export async function listOrders(db: Db, accountId: string, query: ListQuery): Promise<OrderList> {
  const rootGroup = parseFilterText(query.filter);
  const catalogRead = statusCatalog(db, accountId);
  // Only a group filter needs the statuses before the query can be built.
  const statuses = query.groupId ? (await catalogRead).statuses : [];
  const scope = buildScope(accountId, { ...query, rootGroup }, statuses);
  const request: PageRequest = {
    where: scopeCondition(scope),
    sort: query.sort,
    direction: query.direction,
    limit: query.limit,
  };
  const cursor = query.cursor ? decodeOrderCursor(query.cursor) : undefined;
  const byCursor =
    cursor && cursor.sort === query.sort && cursor.direction === query.direction ? cursor : undefined;
  const cacheKey = rootGroup && JSON.stringify([scope.statusIds, scope.archived, query.filter]);

  const [catalog, buckets, travelled, first] = await Promise.all([
    catalogRead,
    summaryBuckets(db, scope, cacheKey),
    byCursor ? pageByCursor(db, request, byCursor) : undefined,
    !byCursor && query.page === 1 ? pageByPosition(db, request, 0, Number.POSITIVE_INFINITY) : undefined,
  ]);
  const summary = summaryOf(buckets, catalog);
  const count = summary.count;
  const page = Math.min(query.page, pageCount(count, query.limit));
  let records: ListRecord[];
  let hasPrev: boolean;
  let hasNext: boolean;
  if (byCursor && travelled) {
    records = travelled.rows;
    hasNext = byCursor.towards === 'next' ? travelled.more : true;
    hasPrev = byCursor.towards === 'prev' ? travelled.more : true;
  } else {
    const offset = (page - 1) * query.limit;
    records = first ?? (count === 0 ? [] : await pageByPosition(db, request, offset, count));
    hasPrev = offset > 0;
    hasNext = offset + records.length < count;
  }
  return {
    data: records.map(toOrderRow),
    count,
    page,
    limit: query.limit,
    summary,
    ...edgeCursors(request, records, hasPrev && records.length > 0, hasNext && records.length > 0),
  };
}
