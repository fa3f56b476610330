import type { OrderList, orderListQuery } from '@zaplecze/contract/orders/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { withInMemoryPlans } from '../../../db/planner';
import { listPage } from '../../../lib/list-page';
import { toOrderRow } from '../mapping';
import { buildScope, parseFilterText, scopeCondition, statusCatalog } from '../scope';
import { exactCount, knownCount, summaryKey } from '../summary/service';
import { decodeOrderCursor, pageByCursor, pageByPosition, type PageRequest } from './repository';

type ListQuery = z.output<typeof orderListQuery>;

/**
 * GET /api/orders: one page for the status, group and conditional filter. The first page and a
 * page travelled to by cursor never wait for a count: the count is exact when it costs no scan
 * (counters, or a summary of the same filter computed lately), otherwise the rows seen so far,
 * with `countExact: false`, and GET /api/orders/summary counts. Only a page asked for by number
 * (a bookmark, 'last page') needs the exact count to find its rows from the nearer end; a number
 * past the last page answers the last page. A cursor made for another sort is ignored.
 */
export function listOrders(db: Db, accountId: string, query: ListQuery): Promise<OrderList> {
  return withInMemoryPlans(db, (reads) => listOrdersWith(reads, accountId, query));
}

async function listOrdersWith(db: Db, accountId: string, query: ListQuery): Promise<OrderList> {
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
  const { records, ...page } = await listPage({
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    limit: query.limit,
    cursor: query.cursor ? decodeOrderCursor(query.cursor) : undefined,
    byCursor: (cursor) => pageByCursor(db, request, cursor),
    byPosition: (offset, count, limit) => pageByPosition(db, { ...request, limit }, offset, count),
    count: {
      known: () => knownCount(db, scope, key),
      exact: () => exactCount(db, scope, key),
      lowerBound: (seen) => seen,
      lastTravelledPageCounts: true,
      offsetReach: 0,
      firstPageBeforeCount: false,
    },
  });
  return { data: records.map(toOrderRow), ...page };
}
