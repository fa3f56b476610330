import { and, eq } from 'drizzle-orm';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { returnMessages as messages, type shipmentBody } from '@zaplecze/contract/orders/order-returns';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderShipments } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { Actor } from '../../create';
import type { OrderRecord } from '../../repository';
import { emitEvent } from '../../../events/service';
import { shipmentCreatedEvent } from '../../events';
import { auditChanges, mutateOrder } from '../mutation';

/**
 * Shipments of an order (spec 001 §3, §7): carrier, tracking number, status, dates, package.
 * A shipment is part of its order, so each change moves the order's version.
 */

type ShipmentBody = z.output<typeof shipmentBody>;

async function findShipment(tx: Db, row: OrderRecord, shipmentId: string) {
  const [shipment] = await tx
    .select()
    .from(orderShipments)
    .where(
      and(
        eq(orderShipments.accountId, row.accountId),
        eq(orderShipments.orderId, row.id),
        eq(orderShipments.id, shipmentId),
      ),
    )
    .for('update');
  if (!shipment) throw notFound(messages.shipmentNotFound);
  return shipment;
}

function columnsOf(body: ShipmentBody) {
  return {
    courier: body.courier ?? null,
    trackingNumber: body.trackingNumber ?? null,
    status: body.status,
    sentAt: body.sentAt ? new Date(body.sentAt) : null,
    deliveredAt: body.deliveredAt ? new Date(body.deliveredAt) : null,
    packageSize: body.packageSize ?? null,
    weightGrams: body.weightGrams ?? null,
  };
}

/** What the audit shows of a shipment; dates as ISO text so equal dates compare equal. */
function auditView(
  columns: Omit<ReturnType<typeof columnsOf>, 'courier' | 'status'> & {
    courier: string | null;
    status: string;
  },
) {
  return {
    shipmentCourier: columns.courier,
    shipmentTrackingNumber: columns.trackingNumber,
    shipmentStatus: columns.status,
    shipmentSentAt: columns.sentAt?.toISOString() ?? null,
    shipmentDeliveredAt: columns.deliveredAt?.toISOString() ?? null,
    shipmentPackageSize: columns.packageSize,
    shipmentWeightGrams: columns.weightGrams,
  };
}

export function addShipment(db: Db, actor: Actor, id: string, body: ShipmentBody): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const columns = columnsOf(body);
    const [shipment] = await tx
      .insert(orderShipments)
      .values({ accountId: actor.accountId, orderId: row.id, currency: row.currency, ...columns })
      .returning();
    await emitEvent(tx, shipmentCreatedEvent(shipment!));
    return {
      partsChanged: true,
      audit: {
        shipmentId: shipment!.id,
        changes: auditChanges({}, auditView(columns)),
        note: `Dodano przesyłkę${columns.trackingNumber ? ` ${columns.trackingNumber}` : ''}`,
      },
      message: messages.shipmentAdded,
    };
  });
}

export function updateShipment(
  db: Db,
  actor: Actor,
  id: string,
  shipmentId: string,
  body: ShipmentBody,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const shipment = await findShipment(tx, row, shipmentId);
    const columns = columnsOf(body);
    const changes = auditChanges(auditView(shipment), auditView(columns));
    if (Object.keys(changes).length === 0) return null;
    await tx
      .update(orderShipments)
      .set({ ...columns, modifiedAt: new Date(), version: shipment.version + 1 })
      .where(eq(orderShipments.id, shipment.id));
    return {
      partsChanged: true,
      audit: { shipmentId: shipment.id, changes, note: 'Zmieniono przesyłkę' },
      message: messages.shipmentSaved,
    };
  });
}

export function deleteShipment(
  db: Db,
  actor: Actor,
  id: string,
  shipmentId: string,
  version: number,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, version, async (tx, row) => {
    const shipment = await findShipment(tx, row, shipmentId);
    await tx.delete(orderShipments).where(eq(orderShipments.id, shipment.id));
    return {
      partsChanged: true,
      audit: {
        shipmentId: shipment.id,
        changes: auditChanges(
          { shipmentTrackingNumber: shipment.trackingNumber },
          { shipmentTrackingNumber: null },
        ),
        note: 'Usunięto przesyłkę',
      },
      message: messages.shipmentDeleted,
    };
  });
}

/** A shipment a carrier integration registered: its tracking number and the label it printed. */
export interface CarrierShipment {
  courier: NonNullable<ShipmentBody['courier']>;
  trackingNumber: string;
  weightGrams: number | null;
  packageSize: string | null;
  /** The label in the files library; it joins the order's documents in the same change. */
  labelFileId: string | null;
}

/**
 * Adds a carrier's shipment and links its label to the order's documents in one change of the
 * order (one version step, one audit entry), so the Przesyłki card and the documents agree.
 */
export function addCarrierShipment(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  carrier: CarrierShipment,
): Promise<OrderMutation & { shipmentId: string }> {
  let shipmentId = '';
  return mutateOrder(db, actor, id, version, async (tx, row) => {
    const columns = {
      courier: carrier.courier,
      trackingNumber: carrier.trackingNumber,
      status: 'created' as const,
      sentAt: null,
      deliveredAt: null,
      packageSize: carrier.packageSize,
      weightGrams: carrier.weightGrams,
    };
    const [shipment] = await tx
      .insert(orderShipments)
      .values({ accountId: actor.accountId, orderId: row.id, currency: row.currency, ...columns })
      .returning();
    shipmentId = shipment!.id;
    await emitEvent(tx, shipmentCreatedEvent(shipment!));
    const documents =
      carrier.labelFileId && !row.fileDocumentIds.includes(carrier.labelFileId)
        ? [...row.fileDocumentIds, carrier.labelFileId]
        : null;
    return {
      partsChanged: true,
      values: documents ? { fileDocumentIds: documents } : {},
      audit: {
        shipmentId: shipment!.id,
        changes: auditChanges({}, auditView(columns)),
        note: `Dodano przesyłkę ${carrier.trackingNumber}${documents ? ' z etykietą w dokumentach' : ''}`,
      },
      message: messages.shipmentAdded,
    };
  }).then((mutation) => ({ ...mutation, shipmentId }));
}
