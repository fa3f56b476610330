import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { lineAmounts } from '@zaplecze/contract/orders/order-money';
import { emptyOrderAddress, type OrderAddress } from '@zaplecze/contract/orders/order-parts';
import { customerDisplayName, orderMessages, type createOrderBody } from '@zaplecze/contract/orders/orders';
import type { z } from 'zod';
import { validationFailed } from '../../errors';
import type { NewOrderRecord } from './repository';

export type CreateOrderInput = z.output<typeof createOrderBody>;

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

/** Fields not given stay null; the country falls back to the order's delivery country. */
function address(country: string, given: object | null | undefined): OrderAddress {
  const defined = Object.entries(given ?? {}).filter(([, value]) => value !== undefined);
  return { ...emptyOrderAddress(country), ...(Object.fromEntries(defined) as Partial<OrderAddress>) };
}

/** The order row and its parts for an insert: money computed in grosze, the client name derived. */
export function prepareOrder(actor: Actor, body: CreateOrderInput, no: number) {
  const currency = body.currency;
  const lines = body.products.map((line, index) => {
    const amounts = lineAmounts(line.grossPrice, line.quantity, line.tax);
    return {
      accountId: actor.accountId,
      position: index + 1,
      productId: line.productId ?? null,
      productVariantId: line.productVariantId ?? null,
      name: line.name,
      url: line.url ?? null,
      imageUrl: line.imageUrl ?? null,
      ean: line.ean ?? null,
      sku: line.sku ?? null,
      auction: line.auction ?? null,
      quantity: line.quantity,
      currency,
      price: fromGrosze(amounts.netUnit),
      grossPrice: fromGrosze(amounts.grossUnit),
      grossTotal: fromGrosze(amounts.grossTotal),
      tax: line.tax,
      catalogProductId: line.catalogProductId ?? null,
      catalogVariantId: line.catalogVariantId ?? null,
      totals: amounts,
    };
  });
  const paid = body.payments.reduce((sum, payment) => sum + toGrosze(payment.amount), 0);
  const lastPaidAt = body.payments
    .map((payment) => (payment.paidAt ? new Date(payment.paidAt) : new Date()))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const deliveryAddress = address(body.orderCountry, body.deliveryAddress);
  const billingAddress = body.customerBillingAddress
    ? address(body.customerBillingAddress.country ?? body.orderCountry, body.customerBillingAddress)
    : null;
  const pickupAddress = body.pickupAddress
    ? {
        externalId: body.pickupAddress.externalId ?? null,
        deliveryMethod: body.pickupAddress.deliveryMethod ?? null,
        ...address(body.pickupAddress.country ?? body.orderCountry, body.pickupAddress),
      }
    : null;
  const created = body.created ? new Date(body.created) : new Date();

  const order: NewOrderRecord = {
    accountId: actor.accountId,
    no,
    externalId: body.externalId ?? null,
    externalUsername: body.externalUsername ?? null,
    integrationId: body.integrationId ?? null,
    source: body.source,
    statusId: body.statusId,
    warehouseId: body.warehouseId ?? null,
    priceListId: body.priceListId ?? null,
    currency,
    totalNet: fromGrosze(lines.reduce((sum, line) => sum + line.totals.netTotal, 0)),
    totalGross: fromGrosze(lines.reduce((sum, line) => sum + line.totals.grossTotal, 0)),
    alreadyPaid: fromGrosze(paid),
    alreadyPaidAt: lastPaidAt ?? null,
    discount: body.discountPrice ? fromGrosze(toGrosze(body.discountPrice)) : '0.00',
    discountCoupon: body.discountCoupon ?? null,
    email: body.email ?? null,
    phoneNumber: body.phoneNumber ?? null,
    companyName: body.companyName ?? null,
    vatRegistrationNumber: body.vatRegistrationNumber ?? null,
    prepareInvoice: body.prepareInvoice,
    orderNote: body.orderNote ?? null,
    customerComment: body.customerComment ?? null,
    buyerId: body.buyerId ?? null,
    externalStatus: body.externalStatus ?? null,
    shipmentDateEnd: body.shipmentDateEnd ? new Date(body.shipmentDateEnd) : null,
    deliveryDateEnd: body.deliveryDateEnd ? new Date(body.deliveryDateEnd) : null,
    orderLanguage: body.orderLanguage,
    deliveryMethod: body.deliveryMethod ?? null,
    courierModule: body.courierModule ?? null,
    paymentMethod: body.paymentMethod ?? null,
    cashOnDelivery: body.cashOnDelivery,
    customerName:
      customerDisplayName({ deliveryAddress, customerBillingAddress: billingAddress, email: body.email }) ??
      '',
    deliveryAddress,
    billingAddress,
    pickupAddress,
    createdBy: actor.userId,
    modifiedBy: actor.userId,
    createdAt: created,
    modifiedAt: created,
  };
  const parts = (orderId: string) => ({
    products: lines.map(({ totals: _totals, ...line }) => ({ ...line, orderId })),
    payments: body.payments.map((payment) => ({
      accountId: actor.accountId,
      orderId,
      amount: fromGrosze(toGrosze(payment.amount)),
      currency,
      method: payment.method ?? null,
      reference: payment.reference ?? null,
      paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(),
      createdBy: actor.userId,
    })),
    shipments: body.shipments.map((shipment) => ({
      accountId: actor.accountId,
      orderId,
      courier: shipment.courier ?? null,
      trackingNumber: shipment.trackingNumber ?? null,
      status: shipment.status,
      cost: fromGrosze(toGrosze(shipment.cost)),
      currency,
      sentAt: shipment.sentAt ? new Date(shipment.sentAt) : null,
    })),
    history: [
      {
        accountId: actor.accountId,
        orderId,
        fromStatusId: null,
        toStatusId: body.statusId,
        comment: null,
        userId: actor.userId,
      },
    ],
  });
  return { order, parts };
}

export const unknownStatus = () =>
  validationFailed({ statusId: orderMessages.statusUnknown }, orderMessages.statusUnknown);
