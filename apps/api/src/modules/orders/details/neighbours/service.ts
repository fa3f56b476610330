import { and, eq, sql } from 'drizzle-orm';
import type { OrderNeighbours, orderNeighboursQuery } from '@zaplecze/contract/orders/order-details';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orders } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import { pageByCursor, sortKeyOf, type OrderCursor, type PageRequest } from '../../list/repository';
import { buildScope, parseFilterText, scopeCondition, statusCatalog } from '../../scope';

/**
 * Previous and next order of the details header: the rows next to this order in the list as the
 * user had it (same scope compiler, same keyset order as the list's paging). An order that no
 * longer matches the filter (its status just changed) still has neighbours by its sort position.
 */
export async function orderNeighbours(
  db: Db,
  accountId: string,
  id: string,
  query: z.output<typeof orderNeighboursQuery>,
): Promise<OrderNeighbours> {
  const rootGroup = parseFilterText(query.filter);
  const [current] = await db
    .select({ key: sql<string>`${sortKeyOf(query.sort)}` })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
  if (!current) throw notFound(orderMessages.notFound);
  const { statuses } = await statusCatalog(db, accountId);
  const request: PageRequest = {
    where: scopeCondition(buildScope(accountId, { ...query, rootGroup }, statuses)),
    sort: query.sort,
    direction: query.direction,
    limit: 1,
  };
  const cursor = (towards: OrderCursor['towards']): OrderCursor => ({
    sort: query.sort,
    direction: query.direction,
    key: current.key,
    id,
    towards,
  });
  const previous = await pageByCursor(db, request, cursor('prev'));
  const next = await pageByCursor(db, request, cursor('next'));
  return { previousId: previous.rows[0]?.id ?? null, nextId: next.rows[0]?.id ?? null };
}
