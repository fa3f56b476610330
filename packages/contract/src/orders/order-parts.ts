import { z } from 'zod';
import { money } from '../common/money';
import { paymentMethods } from './orders-filter';
import { shipmentCarriers } from './shipment-carriers';

/** The nested parts of an order (spec 001 §3): addresses, product lines, shipments, payments, notes, returns, logs. */

export const orderProductLimits = { name: 128, url: 128, imageUrl: 128, ean: 32, sku: 32 } as const;
/**
 * VAT rates of an order line: Poland's rates of the VAT configuration (23, 8, 5, 0; ZW and NP are 0 on a
 * line) plus the spec's 10 and 12 kept for lines already written with them
 * (docs/decisions/0114-order-line-vat-rates.md).
 */
export const vatRates = [0, 5, 8, 10, 12, 23] as const;
export const noteMaxLength = 400;

const text = (max: number) => z.string().trim().max(max, `Najwyżej ${max} znaków`);
const nullableText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const addressFields = {
  name: z.string().nullable(),
  surname: z.string().nullable(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  street: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  flatNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  region: z.string().nullable(),
  isEditable: z.boolean(),
};

export const orderAddress = z.object(addressFields).meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddress>;

/** An address with nothing filled in yet but its country; editable until a marketplace says otherwise. */
export function emptyOrderAddress(country: string): OrderAddress {
  return {
    name: null,
    surname: null,
    companyName: null,
    nip: null,
    street: null,
    buildingNumber: null,
    flatNumber: null,
    zipCode: null,
    city: null,
    country,
    region: null,
    isEditable: true,
  };
}

/** A pickup point: the address plus the point's id (`externalId`) and its delivery method. */
export const pickupAddress = orderAddress
  .extend({ externalId: z.string().nullable(), deliveryMethod: z.string().nullable() })
  .meta({ id: 'OrderPickupAddress' });
export type PickupAddress = z.infer<typeof pickupAddress>;

/** An address as sent: trimmed, blank becomes null, missing fields stay null. */
export const orderAddressInput = z.object({
  name: nullableText(100).optional(),
  surname: nullableText(100).optional(),
  companyName: nullableText(200).optional(),
  nip: nullableText(40).optional(),
  street: nullableText(200).optional(),
  buildingNumber: nullableText(20).optional(),
  flatNumber: nullableText(20).optional(),
  zipCode: nullableText(20).optional(),
  city: nullableText(100).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Podaj kod kraju (2 litery)')
    .transform((value) => value.toUpperCase())
    .optional(),
  region: nullableText(100).optional(),
  isEditable: z.boolean().optional(),
});

export const pickupAddressInput = orderAddressInput.extend({
  externalId: nullableText(100).optional(),
  deliveryMethod: nullableText(100).optional(),
});

export const orderProduct = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    productId: z.string().nullable(),
    productVariantId: z.string().nullable(),
    name: z.string(),
    url: z.string().nullable(),
    imageUrl: z.string().nullable(),
    ean: z.string().nullable(),
    sku: z.string().nullable(),
    auction: z.string().nullable(),
    quantity: z.number().int(),
    /** Net unit price, derived from the gross price and the tax. */
    price: money,
    grossPrice: money,
    /** grossPrice × quantity. */
    grossTotalPrice: money,
    tax: z.number().int(),
    position: z.number().int(),
    /** The catalogue product (and variant) the line was filled from; its stock is reserved. */
    catalogProductId: z.uuid().nullable(),
    catalogVariantId: z.uuid().nullable(),
  })
  .meta({ id: 'OrderProduct' });
export type OrderProduct = z.infer<typeof orderProduct>;

export const orderProductInput = z.object({
  productId: nullableText(64).optional(),
  productVariantId: nullableText(64).optional(),
  name: text(orderProductLimits.name).min(1, 'Nazwa produktu jest wymagana'),
  url: nullableText(orderProductLimits.url).optional(),
  imageUrl: nullableText(orderProductLimits.imageUrl).optional(),
  ean: nullableText(orderProductLimits.ean).optional(),
  sku: nullableText(orderProductLimits.sku).optional(),
  auction: nullableText(64).optional(),
  quantity: z.number().int().min(1, 'Ilość musi być większa od zera').max(1_000_000),
  grossPrice: money.shape.amount,
  tax: z
    .number()
    .int()
    .refine(
      (value) => (vatRates as readonly number[]).includes(value),
      `Dozwolone stawki VAT: ${vatRates.join(', ')}%`,
    )
    .default(23),
  /** A catalogue product (and variant): the server fills the line from it and reserves its stock. */
  catalogProductId: z.uuid({ error: 'Wybrany produkt nie istnieje w katalogu' }).nullish(),
  catalogVariantId: z.uuid({ error: 'Wybrany wariant nie istnieje w katalogu' }).nullish(),
});
export type OrderProductInput = z.input<typeof orderProductInput>;

export const shipmentStatuses = ['created', 'sent', 'delivered', 'returned'] as const;

export const orderShipment = z
  .object({
    id: z.uuid(),
    courier: z.enum(shipmentCarriers).nullable(),
    trackingNumber: z.string().nullable(),
    /** The carrier's tracking page, built from the number (shipment-carriers.ts). */
    trackingUrl: z.string().nullable(),
    status: z.enum(shipmentStatuses),
    cost: money,
    sentAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    packageSize: z.string().nullable(),
    weightGrams: z.number().int().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderShipment' });

export const orderShipmentInput = z.object({
  courier: z.enum(shipmentCarriers).nullish(),
  trackingNumber: nullableText(64).optional(),
  status: z.enum(shipmentStatuses).default('created'),
  cost: money.shape.amount.default('0.00'),
  sentAt: z.iso.datetime({ offset: true }).nullish(),
});

export const orderPayment = z
  .object({
    id: z.uuid(),
    amount: money,
    method: z.enum(paymentMethods).nullable(),
    reference: z.string().nullable(),
    paidAt: z.iso.datetime(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderPayment' });

export const orderPaymentInput = z.object({
  amount: money.shape.amount,
  method: z.enum(paymentMethods).nullish(),
  reference: nullableText(100).optional(),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});

export const orderNote = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    value: z.string(),
    color: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderNote' });

export const orderReturn = z
  .object({
    id: z.uuid(),
    /** 'ZW/2026/0001': numbered per account and year. */
    number: z.string(),
    externalId: z.string().nullable(),
    reason: z.string().nullable(),
    status: z.string(),
    lines: z.array(z.object({ orderProductId: z.uuid(), name: z.string(), quantity: z.number().int() })),
    refundAmount: money,
    /** The order's payment the refund goes back to. */
    paymentId: z.uuid().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderReturn' });

/** One entry of the order's history: a status change with the operator's comment. */
export const orderStatusChange = z
  .object({
    id: z.uuid(),
    fromStatusId: z.uuid().nullable(),
    toStatusId: z.uuid().nullable(),
    comment: z.string().nullable(),
    userId: z.uuid().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderStatusChange' });

export const orderSyncLogEntry = z
  .object({
    id: z.uuid(),
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'OrderSyncLogEntry' });
