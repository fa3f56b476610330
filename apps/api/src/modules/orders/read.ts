import type { Order } from '@zaplecze/contract/orders/orders';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { toOrder } from './mapping';
import { selectOrder, selectOrderParts } from './repository';

/** One order of the account with all its parts (404 outside the account). */
export async function getOrder(db: Db, accountId: string, id: string): Promise<Order> {
  const row = await selectOrder(db, accountId, id);
  if (!row) throw notFound(orderMessages.notFound);
  return toOrder(row, await selectOrderParts(db, id));
}
