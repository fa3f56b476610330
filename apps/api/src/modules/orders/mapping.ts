import { fromGrosze } from '@zaplecze/contract/common/money';
import { trackingUrl } from '@zaplecze/contract/orders/shipment-carriers';
import type { Order, OrderRow } from '@zaplecze/contract/orders/orders';
import type { orderSyncLogEntry, orderShipment } from '@zaplecze/contract/orders/order-parts';
import type { z } from 'zod';
import type { OrderParts, OrderRecord } from './repository';

export const orderTarget = 'order';
export const orderLabel = (no: number) => `Zamówienie #${no}`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const money = (amount: string, currency: string) => ({ amount: normalizeAmount(amount), currency });

/** numeric(14,2) as text, always with two decimals ("12.30"). */
export function normalizeAmount(amount: string | number): string {
  return Number(amount).toFixed(2);
}

export function toOrder(row: OrderRecord, parts: OrderParts): Order {
  const currency = row.currency;
  return {
    id: row.id,
    no: row.no,
    externalId: row.externalId,
    externalUsername: row.externalUsername,
    integrationId: row.integrationId,
    source: row.source as Order['source'],
    statusId: row.statusId,
    totalValuePrice: money(row.totalNet, currency),
    totalValueGrossPrice: money(row.totalGross, currency),
    alreadyPaidPrice: money(row.alreadyPaid, currency),
    alreadyPaidPriceDate: iso(row.alreadyPaidAt),
    discountPrice: money(row.discount, currency),
    discountCoupon: row.discountCoupon,
    email: row.email,
    phoneNumber: row.phoneNumber,
    companyName: row.companyName,
    vatRegistrationNumber: row.vatRegistrationNumber,
    prepareInvoice: row.prepareInvoice,
    orderNote: row.orderNote,
    customerComment: row.customerComment,
    buyerId: row.buyerId,
    externalStatus: row.externalStatus,
    requiresMappingReview: row.requiresMappingReview,
    isCancelled: row.isCancelled,
    cancelReason: row.cancelReason,
    shipmentDateEnd: iso(row.shipmentDateEnd),
    deliveryDateEnd: iso(row.deliveryDateEnd),
    fileDocumentIds: row.fileDocumentIds,
    fileAttachmentsIds: row.fileAttachmentsIds,
    orderLanguage: row.orderLanguage as Order['orderLanguage'],
    currency,
    deliveryMethod: row.deliveryMethod as Order['deliveryMethod'],
    courierModule: row.courierModule as Order['courierModule'],
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    cashOnDelivery: row.cashOnDelivery,
    customerName: row.customerName || null,
    warehouseId: row.warehouseId,
    priceListId: row.priceListId,
    archivedAt: iso(row.archivedAt),
    created: row.createdAt.toISOString(),
    modified: row.modifiedAt.toISOString(),
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy,
    version: row.version,
    deliveryAddress: row.deliveryAddress,
    customerBillingAddress: row.billingAddress,
    pickupAddress: row.pickupAddress,
    products: parts.products.map((line) => ({
      id: line.id,
      orderId: line.orderId,
      productId: line.productId,
      productVariantId: line.productVariantId,
      name: line.name,
      url: line.url,
      imageUrl: line.imageUrl,
      ean: line.ean,
      sku: line.sku,
      auction: line.auction,
      quantity: line.quantity,
      price: money(line.price, line.currency),
      grossPrice: money(line.grossPrice, line.currency),
      grossTotalPrice: money(line.grossTotal, line.currency),
      tax: line.tax,
      position: line.position,
      catalogProductId: line.catalogProductId,
      catalogVariantId: line.catalogVariantId,
    })),
    shipments: parts.shipments.map((shipment) => ({
      id: shipment.id,
      courier: shipment.courier as z.infer<typeof orderShipment>['courier'],
      trackingNumber: shipment.trackingNumber,
      status: shipment.status as z.infer<typeof orderShipment>['status'],
      cost: money(shipment.cost, shipment.currency),
      trackingUrl: trackingUrl(shipment.courier, shipment.trackingNumber),
      sentAt: iso(shipment.sentAt),
      deliveredAt: iso(shipment.deliveredAt),
      packageSize: shipment.packageSize,
      weightGrams: shipment.weightGrams,
      created: shipment.createdAt.toISOString(),
    })),
    payments: parts.payments.map((payment) => ({
      id: payment.id,
      amount: money(payment.amount, payment.currency),
      method: payment.method as Order['paymentMethod'],
      reference: payment.reference,
      paidAt: payment.paidAt.toISOString(),
      created: payment.createdAt.toISOString(),
    })),
    notes: parts.notes.map((note) => ({
      id: note.id,
      orderId: note.orderId,
      value: note.value,
      color: note.color,
      createdBy: note.createdBy,
      created: note.createdAt.toISOString(),
    })),
    returns: parts.returns.map((item) => ({
      id: item.id,
      number: item.number,
      externalId: item.externalId,
      reason: item.reason,
      status: item.status,
      lines: parts.returnLines
        .filter((line) => line.returnId === item.id)
        .map((line) => ({
          orderProductId: line.orderProductId,
          name: parts.products.find((product) => product.id === line.orderProductId)?.name ?? '',
          quantity: line.quantity,
        })),
      refundAmount: { amount: fromGrosze(item.refundGrosze), currency },
      paymentId: item.paymentId,
      created: item.createdAt.toISOString(),
    })),
    statusHistory: parts.history.map((entry) => ({
      id: entry.id,
      fromStatusId: entry.fromStatusId,
      toStatusId: entry.toStatusId,
      comment: entry.comment,
      userId: entry.userId,
      created: entry.createdAt.toISOString(),
    })),
    syncLog: parts.syncLog.map((entry) => ({
      id: entry.id,
      level: entry.level as z.infer<typeof orderSyncLogEntry>['level'],
      message: entry.message,
      created: entry.createdAt.toISOString(),
    })),
  };
}

/** A list row as the list query selects it (snake_case, raw SQL). */
export interface ListRecord {
  id: string;
  no: number;
  external_id: string | null;
  status_id: string | null;
  source: string;
  created_at: Date | string;
  customer_name: string;
  email: string | null;
  total_gross: string;
  currency: string;
  delivery_method: string | null;
  payment_method: string | null;
  country: string | null;
  is_cancelled: boolean;
  archived: boolean;
  customer_comment: string | null;
  version: number;
  sort_key: string;
  lines: { name: string; sku: string | null; quantity: number }[];
  product_count: number;
}

export function toOrderRow(record: ListRecord): OrderRow {
  return {
    id: record.id,
    no: record.no,
    externalId: record.external_id,
    statusId: record.status_id,
    source: record.source as OrderRow['source'],
    created: new Date(record.created_at).toISOString(),
    products: record.lines,
    productCount: record.product_count,
    customer: { name: record.customer_name || null, email: record.email },
    totalValueGrossPrice: money(record.total_gross, record.currency),
    info: {
      deliveryMethod: record.delivery_method as OrderRow['info']['deliveryMethod'],
      paymentMethod: record.payment_method as OrderRow['info']['paymentMethod'],
      country: record.country,
      isCancelled: record.is_cancelled,
      archived: record.archived,
      customerComment: record.customer_comment,
    },
    version: record.version,
  };
}
