import type { Order } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import type { Actor, CreateOrderInput } from './create';
import {
  createdDetails,
  insertNewOrders,
  statusesFor,
  type CreatedDetails,
  type CreateOptions,
} from './create-orders';
import { getOrder } from './read';

/** Reading one order and creating one: what the service, the detail mutations and orders from outside share. */

/**
 * Creates an order with its parts, numbered next in the account. The number counter's row lock
 * also serializes the plan-limit check, so concurrent creations cannot pass the limit together.
 * A copy passes its own audit details (the order it copies) instead of the new order's summary.
 */
export async function createOrder(
  db: Db,
  actor: Actor,
  body: CreateOrderInput,
  details: CreatedDetails = createdDetails,
  options: CreateOptions = {},
): Promise<Order> {
  const items = [{ body, details }];
  const statuses = await statusesFor(db, actor.accountId, items);
  const [row] = await db.transaction((tx) => insertNewOrders(tx, actor, items, statuses, options));
  return getOrder(db, actor.accountId, row!.id);
}
