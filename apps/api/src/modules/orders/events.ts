import type { Db } from '../../db/client';
import { emitEvents, type DomainEvent } from '../events/service';
import { statusCatalog } from './scope';

/** What an order event carries under `data` (with `version`); consumers read the rest by id. */
export interface OrderEventFacts {
  id: string;
  no: number;
  version: number;
  externalId?: string | null;
  statusId?: string | null;
  isCancelled?: boolean;
}

export function orderEventData(order: OrderEventFacts): Record<string, unknown> {
  return {
    id: order.id,
    no: order.no,
    externalId: order.externalId ?? null,
    statusId: order.statusId ?? null,
    isCancelled: order.isCancelled ?? false,
    version: order.version,
  };
}

const event = (accountId: string, type: string, order: OrderEventFacts, extra: object = {}): DomainEvent => ({
  accountId,
  type,
  resourceType: 'order',
  resourceId: order.id,
  version: order.version,
  data: { ...orderEventData(order), ...extra },
});

/** The account's 'cancelled' status: an order moved into it is cancelled (`order.cancelled`). */
export async function cancelledStatusId(tx: Db, accountId: string): Promise<string | undefined> {
  return (await statusCatalog(tx, accountId)).statuses.find((status) => status.code === 'cancelled')?.id;
}

/**
 * A status change is an update as well: `order.updated`, `order.status_changed`, and
 * `order.cancelled` when the new status is the account's 'cancelled' one.
 */
export function statusChangeEvents(
  accountId: string,
  order: OrderEventFacts & { fromStatusId: string | null },
  cancelledId?: string,
): DomainEvent[] {
  const events = [
    event(accountId, 'order.updated', order),
    event(accountId, 'order.status_changed', order, { previousStatusId: order.fromStatusId }),
  ];
  if (cancelledId && order.statusId === cancelledId) events.push(event(accountId, 'order.cancelled', order));
  return events;
}

/**
 * The events of one saved change of orders (each `after` compared with the row before):
 * `order.updated` always, `order.status_changed` when the status moved, `order.cancelled` when
 * the order became cancelled. Written in the caller's transaction.
 */
export async function orderEvents(
  tx: Db,
  accountId: string,
  after: OrderEventFacts[],
  { from }: { from: { statusId: string | null; isCancelled: boolean } },
): Promise<void> {
  const moved = after.some((order) => order.statusId !== undefined && order.statusId !== from.statusId);
  const cancelledId = moved ? await cancelledStatusId(tx, accountId) : undefined;
  const events = after.flatMap((order) => {
    const list =
      order.statusId !== undefined && order.statusId !== from.statusId
        ? statusChangeEvents(accountId, { ...order, fromStatusId: from.statusId }, cancelledId)
        : [event(accountId, 'order.updated', order)];
    if (order.isCancelled && !from.isCancelled && !list.some((e) => e.type === 'order.cancelled'))
      list.push(event(accountId, 'order.cancelled', order));
    return list;
  });
  await emitEvents(tx, events);
}

/** `shipment.created`: a shipment added to an order (on creation or later), version 1. */
export function shipmentCreatedEvent(shipment: {
  id: string;
  accountId: string;
  orderId: string;
  courier: string | null;
  trackingNumber: string | null;
  status: string;
  version: number;
}): DomainEvent {
  return {
    accountId: shipment.accountId,
    type: 'shipment.created',
    resourceType: 'shipment',
    resourceId: shipment.id,
    version: shipment.version,
    data: {
      id: shipment.id,
      orderId: shipment.orderId,
      courier: shipment.courier,
      trackingNumber: shipment.trackingNumber,
      status: shipment.status,
      version: shipment.version,
    },
  };
}

/** `return.created`: a return registered on an order; returns carry no version column, so 1. */
export function returnCreatedEvent(item: {
  id: string;
  accountId: string;
  orderId: string;
  number: string;
  status: string;
}): DomainEvent {
  return {
    accountId: item.accountId,
    type: 'return.created',
    resourceType: 'return',
    resourceId: item.id,
    version: 1,
    data: { id: item.id, orderId: item.orderId, number: item.number, status: item.status, version: 1 },
  };
}
