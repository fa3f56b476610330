import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { returnBody, shipmentBody } from '@zaplecze/contract/orders/order-returns';
import type { ShipmentCarrier } from '@zaplecze/contract/orders/shipment-carriers';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { orderPayments, orderProducts, orderShipments, orderStatuses, orders } from '../db/schema/index';
import type { Actor } from '../modules/orders/create';
import { addReturn } from '../modules/orders/details/returns/service';
import { addShipment, updateShipment } from '../modules/orders/details/shipments/service';
import { randomSource, type Random } from './order-fakes';

/**
 * Shipments and returns of the demo company, made through the orders module's own services (so
 * each one moves the order's version and leaves an entry in its history): the 25 oldest orders past
 * shipping get a full shipment (InPost, DPD, DHL, Poczta Polska, GLS; sent or delivered in the past)
 * and the 8 oldest paid shipped orders a return. Deterministic: its own seeded random source.
 */

type ShipmentBody = z.output<typeof shipmentBody>;
type ReturnBody = z.output<typeof returnBody>;

const dayMs = 24 * 60 * 60 * 1000;
const shipmentCount = 25;
const returnCount = 8;

const carriers: ShipmentCarrier[] = ['inpost', 'dpd', 'dhl', 'poczta-polska', 'gls'];
const reasons = [
  'Produkt uszkodzony w transporcie',
  'Niezgodny z opisem',
  'Zmiana decyzji',
  'Zły rozmiar',
  'Wadliwy produkt',
  'Otrzymano inny produkt niż zamówiony',
] as const;
const returnStatuses: ReturnBody['status'][] = ['new', 'in_progress', 'accepted', 'completed', 'rejected'];
const packageSizes = ['A', 'B', 'C'] as const;

const digits = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 9)).join('');

/** A tracking number shaped like the carrier's own. */
function trackingNumber(random: Random, carrier: ShipmentCarrier): string {
  switch (carrier) {
    case 'inpost':
      return digits(random, 24);
    case 'dpd':
      return `${digits(random, 13)}U`;
    case 'dhl':
      return digits(random, 10);
    case 'poczta-polska':
      return `00${digits(random, 18)}`;
    default:
      return digits(random, 11);
  }
}

async function orderVersion(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
  return row!.version;
}

export async function seedDemoShipmentsAndReturns(db: Db, actor: Actor): Promise<void> {
  const random = randomSource(2027);
  const now = Date.now();
  // The oldest orders past shipping (sent, delivered, returned). The generator gave them a bare
  // 'sent' shipment; it becomes a full one (carrier's tracking number, delivery, parcel), and an
  // order without one gets it added.
  const inShippedStatus = or(
    inArray(orderStatuses.internalName, ['Wysłane', 'Dostarczone', 'Zwrócone']),
    eq(orderStatuses.code, 'completed'),
  );
  const chosen = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      courierModule: orders.courierModule,
      statusName: orderStatuses.internalName,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(
      and(
        eq(orders.accountId, actor.accountId),
        eq(orders.isCancelled, false),
        lt(orders.createdAt, new Date(now - 4 * dayMs)),
        inShippedStatus,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(shipmentCount);
  const existing = new Map(
    (
      await db
        .select({ id: orderShipments.id, orderId: orderShipments.orderId })
        .from(orderShipments)
        .where(
          inArray(
            orderShipments.orderId,
            chosen.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderShipments.createdAt))
    ).map((row) => [row.orderId, row.id]),
  );

  for (const order of chosen) {
    const carrier = (carriers as string[]).includes(order.courierModule ?? '')
      ? (order.courierModule as ShipmentCarrier)
      : random.pick(carriers);
    const sentAt = Math.min(order.createdAt.getTime() + random.int(6, 40) * 60 * 60 * 1000, now - 3 * dayMs);
    const delivered = order.statusName !== 'Wysłane' || random.chance(0.3);
    const body: ShipmentBody = {
      version: await orderVersion(db, order.id),
      courier: carrier,
      trackingNumber: trackingNumber(random, carrier),
      status: delivered ? 'delivered' : 'sent',
      sentAt: new Date(sentAt).toISOString(),
      deliveredAt: delivered
        ? new Date(Math.min(sentAt + random.int(18, 60) * 60 * 60 * 1000, now - dayMs)).toISOString()
        : null,
      packageSize: carrier === 'inpost' ? random.pick(packageSizes) : null,
      weightGrams: random.int(2, 150) * 100,
    };
    const shipmentId = existing.get(order.id);
    if (shipmentId) await updateShipment(db, actor, order.id, shipmentId, body);
    else await addShipment(db, actor, order.id, body);
  }

  const shipped = db
    .select({ orderId: orderShipments.orderId })
    .from(orderShipments)
    .where(eq(orderShipments.accountId, actor.accountId));
  // Returns go to the oldest paid orders that now have a shipment.
  const returned = await db
    .select({ id: orders.id, alreadyPaid: orders.alreadyPaid })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(
      and(
        eq(orders.accountId, actor.accountId),
        eq(orders.isCancelled, false),
        gt(orders.alreadyPaid, '0'),
        inShippedStatus,
        inArray(orders.id, shipped),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(returnCount);
  const lines = await db
    .select({
      id: orderProducts.id,
      orderId: orderProducts.orderId,
      quantity: orderProducts.quantity,
      grossPrice: orderProducts.grossPrice,
    })
    .from(orderProducts)
    .where(
      inArray(
        orderProducts.orderId,
        returned.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderProducts.position));
  const payments = await db
    .select({ id: orderPayments.id, orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(
      inArray(
        orderPayments.orderId,
        returned.map((order) => order.id),
      ),
    );

  for (const [index, order] of returned.entries()) {
    const orderLines = lines.filter((line) => line.orderId === order.id && line.quantity > 0);
    if (orderLines.length === 0) continue;
    const taken = orderLines.slice(0, orderLines.length > 1 && random.chance(0.4) ? 2 : 1);
    const returnLines = taken.map((line) => ({
      orderProductId: line.id,
      quantity: random.int(1, line.quantity),
    }));
    const status = returnStatuses[index % returnStatuses.length]!;
    const linesValue = returnLines.reduce(
      (sum, line, at) => sum + toGrosze(taken[at]!.grossPrice) * line.quantity,
      0,
    );
    const limit = Math.min(linesValue, toGrosze(order.alreadyPaid ?? '0'));
    const refund = status === 'accepted' || status === 'completed' ? limit : 0;
    const body: ReturnBody = {
      version: await orderVersion(db, order.id),
      externalId: random.chance(0.5) ? `RMA-${digits(random, 6)}` : null,
      reason: reasons[index % reasons.length],
      status,
      lines: returnLines,
      refundAmount: fromGrosze(refund),
      paymentId: payments.find((payment) => payment.orderId === order.id)?.id ?? null,
    };
    await addReturn(db, actor, order.id, body);
  }
}
