import type { CopyOrderPart, copyOrderBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import type { orderCurrencies, paymentMethods } from '@zaplecze/contract/orders/orders-filter';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { notFound } from '../../../../errors';
import type { Actor, CreateOrderInput } from '../../create';
import { normalizeAmount, orderLabel } from '../../mapping';
import { selectOrder, selectOrderParts, type OrderParts, type OrderRecord } from '../../repository';
import { createOrder } from '../../service';

type CopyBody = z.output<typeof copyOrderBody>;

/**
 * The new order a copy becomes (spec 001 §2.9, §4): the order's own data, the dialog's status,
 * country and language, and only the ticked parts. Ids are not carried over: neither record ids
 * nor the marketplace's (external id, buyer, integration), and the copy is a shop order. Copied
 * shipments are parcels still to send: courier and cost, without tracking number or dates.
 * Notes, returns, history, files and the delivery dates belong to the original only.
 */
function copyInput(source: OrderRecord, parts: OrderParts, body: CopyBody): CreateOrderInput {
  const take = body.parts;
  return {
    statusId: body.statusId,
    orderCountry: body.orderCountry,
    orderLanguage: body.orderLanguage,
    source: 'shop',
    externalId: null,
    externalUsername: null,
    integrationId: null,
    buyerId: null,
    externalStatus: null,
    email: source.email,
    phoneNumber: source.phoneNumber,
    companyName: source.companyName,
    vatRegistrationNumber: source.vatRegistrationNumber,
    prepareInvoice: source.prepareInvoice,
    orderNote: source.orderNote,
    customerComment: source.customerComment,
    discountCoupon: source.discountCoupon,
    currency: source.currency as (typeof orderCurrencies)[number],
    discountPrice: normalizeAmount(source.discount),
    deliveryMethod: source.deliveryMethod as CreateOrderInput['deliveryMethod'],
    courierModule: source.courierModule as CreateOrderInput['courierModule'],
    paymentMethod: source.paymentMethod as CreateOrderInput['paymentMethod'],
    cashOnDelivery: source.cashOnDelivery,
    shipmentDateEnd: null,
    deliveryDateEnd: null,
    deliveryAddress:
      take.deliveryAddress && source.deliveryAddress
        ? { ...source.deliveryAddress, country: body.orderCountry }
        : null,
    customerBillingAddress: take.billingAddress ? source.billingAddress : null,
    pickupAddress: take.pickupAddress ? source.pickupAddress : null,
    products: take.products
      ? parts.products.map((line) => ({
          productId: line.productId,
          productVariantId: line.productVariantId,
          name: line.name,
          url: line.url,
          imageUrl: line.imageUrl,
          ean: line.ean,
          sku: line.sku,
          auction: line.auction,
          quantity: line.quantity,
          grossPrice: normalizeAmount(line.grossPrice),
          tax: line.tax,
        }))
      : [],
    payments: take.payments
      ? parts.payments.map((payment) => ({
          amount: normalizeAmount(payment.amount),
          method: payment.method as (typeof paymentMethods)[number] | null,
          reference: payment.reference,
          paidAt: payment.paidAt.toISOString(),
        }))
      : [],
    shipments: take.shipments
      ? parts.shipments.map((shipment) => ({
          courier: shipment.courier as CreateOrderInput['courierModule'],
          trackingNumber: null,
          status: 'created' as const,
          cost: normalizeAmount(shipment.cost),
          sentAt: null,
        }))
      : [],
  };
}

/** POST /api/orders/:id/copy: a new order numbered next in the account, within the plan's order limit. */
export async function copyOrder(db: Db, actor: Actor, sourceId: string, body: CopyBody): Promise<Order> {
  const source = await selectOrder(db, actor.accountId, sourceId);
  if (!source) throw notFound(orderMessages.notFound);
  const input = copyInput(source, await selectOrderParts(db, source.id), body);
  const copied = (Object.keys(body.parts) as CopyOrderPart[]).filter((part) => body.parts[part]);
  return createOrder(db, actor, input, () => ({
    copiedFromId: source.id,
    copiedParts: copied,
    note: `Kopia zamówienia ${orderLabel(source.no)}`,
  }));
}
