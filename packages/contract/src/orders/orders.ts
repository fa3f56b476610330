import { z } from 'zod';
import { money } from '../common/money';
import { cursorPageQuery } from '../common/pagination';
import {
  courierModules,
  deliveryMethods,
  orderCurrencies,
  orderSources,
  paymentMethods,
} from './orders-filter';

/**
 * Orders (spec 001 §3): the full order with its parts, the list row, the list query and its
 * summary, the sidebar counts. The filter tree and saved filters live in `orders-filter.ts`,
 * bulk actions in `orders-bulk.ts`, the parts of an order in `order-parts.ts`.
 */
import {
  orderAddress,
  orderAddressInput,
  orderNote,
  orderPayment,
  orderPaymentInput,
  orderProduct,
  orderProductInput,
  orderReturn,
  orderShipment,
  orderShipmentInput,
  orderStatusChange,
  orderSyncLogEntry,
  pickupAddress,
  pickupAddressInput,
} from './order-parts';

export const orderLanguages = ['pl', 'en', 'de'] as const;
export const defaultOrderLanguage = 'en';
export const defaultOrderCountry = 'PL';

export const orderMessages = {
  countryRequired: 'Kraj dostawy jest wymagany',
  statusRequired: 'Status zamówienia jest wymagany!',
  languageRequired: 'Język zamówienia jest wymagany',
  statusUnknown: 'Wybrany status nie istnieje.',
  notFound: 'Nie znaleziono zamówienia.',
  invalidCursor: 'Nieprawidłowy kursor strony; wróć do pierwszej strony.',
  emailInvalid: 'Podaj poprawny adres email',
  unknownClient: 'Nieznany klient',
  noEmail: 'Brak email',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Najwyżej ${max} znaków`)
    .transform((value) => (value === '' ? null : value))
    .nullish();

export const orderResponse = z
  .object({
    id: z.uuid(),
    no: z.number().int(),
    externalId: z.string().nullable(),
    externalUsername: z.string().nullable(),
    integrationId: z.string().nullable(),
    source: z.enum(orderSources),
    statusId: z.uuid().nullable(),
    totalValuePrice: money,
    totalValueGrossPrice: money,
    alreadyPaidPrice: money,
    alreadyPaidPriceDate: z.iso.datetime().nullable(),
    discountPrice: money,
    discountCoupon: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    /** Shown as "Marketplace" on the details page. */
    companyName: z.string().nullable(),
    vatRegistrationNumber: z.string().nullable(),
    prepareInvoice: z.boolean(),
    orderNote: z.string().nullable(),
    customerComment: z.string().nullable(),
    buyerId: z.string().nullable(),
    externalStatus: z.string().nullable(),
    requiresMappingReview: z.boolean(),
    isCancelled: z.boolean(),
    cancelReason: z.string().nullable(),
    shipmentDateEnd: z.iso.datetime().nullable(),
    deliveryDateEnd: z.iso.datetime().nullable(),
    fileDocumentIds: z.array(z.string()),
    fileAttachmentsIds: z.array(z.string()),
    orderLanguage: z.enum(orderLanguages),
    currency: z.string(),
    deliveryMethod: z.enum(deliveryMethods).nullable(),
    courierModule: z.enum(courierModules).nullable(),
    paymentMethod: z.enum(paymentMethods).nullable(),
    cashOnDelivery: z.boolean(),
    /** The client name by the priority of spec 001 §9, null when nothing is known ('Nieznany klient'). */
    customerName: z.string().nullable(),
    /** The warehouse whose stock the lines take and the price list the catalogue prices come from. */
    warehouseId: z.uuid().nullable(),
    priceListId: z.uuid().nullable(),
    archivedAt: z.iso.datetime().nullable(),
    created: z.iso.datetime(),
    modified: z.iso.datetime(),
    createdBy: z.uuid().nullable(),
    modifiedBy: z.uuid().nullable(),
    version: z.number().int(),
    deliveryAddress: orderAddress.nullable(),
    customerBillingAddress: orderAddress.nullable(),
    pickupAddress: pickupAddress.nullable(),
    products: z.array(orderProduct),
    shipments: z.array(orderShipment),
    payments: z.array(orderPayment),
    notes: z.array(orderNote),
    returns: z.array(orderReturn),
    statusHistory: z.array(orderStatusChange),
    syncLog: z.array(orderSyncLogEntry),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderResponse>;

/** POST /api/orders: the new-order dialog sends country, status and language; imports and copies send more. */
export const createOrderBody = z.object({
  statusId: z.uuid({ error: orderMessages.statusRequired }),
  orderCountry: z
    .string({ error: orderMessages.countryRequired })
    .trim()
    .regex(/^[A-Za-z]{2}$/, orderMessages.countryRequired)
    .transform((value) => value.toUpperCase()),
  orderLanguage: z
    .enum(orderLanguages, { error: orderMessages.languageRequired })
    .default(defaultOrderLanguage),
  source: z.enum(orderSources).default('shop'),
  /** Left out: the account's default warehouse and that warehouse's (or the default) price list. */
  warehouseId: z.uuid({ error: 'Wybrany magazyn nie istnieje' }).nullish(),
  priceListId: z.uuid({ error: 'Wybrany cennik nie istnieje' }).nullish(),
  externalId: optionalText(100),
  externalUsername: optionalText(100),
  integrationId: optionalText(100),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((value) => (value === '' ? null : value))
    .pipe(z.email(orderMessages.emailInvalid).nullable())
    .nullish(),
  phoneNumber: optionalText(40),
  companyName: optionalText(200),
  vatRegistrationNumber: optionalText(40),
  prepareInvoice: z.boolean().default(false),
  orderNote: optionalText(2000),
  customerComment: optionalText(2000),
  buyerId: optionalText(100),
  externalStatus: optionalText(100),
  discountCoupon: optionalText(100),
  currency: z.enum(orderCurrencies).default('PLN'),
  discountPrice: money.shape.amount.optional(),
  deliveryMethod: z.enum(deliveryMethods).nullish(),
  courierModule: z.enum(courierModules).nullish(),
  paymentMethod: z.enum(paymentMethods).nullish(),
  cashOnDelivery: z.boolean().default(false),
  shipmentDateEnd: z.iso.datetime({ offset: true }).nullish(),
  deliveryDateEnd: z.iso.datetime({ offset: true }).nullish(),
  /** The order date; defaults to now (imports keep the marketplace's date). */
  created: z.iso.datetime({ offset: true }).optional(),
  deliveryAddress: orderAddressInput.nullish(),
  customerBillingAddress: orderAddressInput.nullish(),
  pickupAddress: pickupAddressInput.nullish(),
  products: z.array(orderProductInput).max(500).default([]),
  payments: z.array(orderPaymentInput).max(100).default([]),
  shipments: z.array(orderShipmentInput).max(100).default([]),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const orderSortFields = ['createdAt', 'number', 'value', 'clientName'] as const;
export type OrderSortField = (typeof orderSortFields)[number];
export const orderSortLabels: Record<OrderSortField, string> = {
  createdAt: 'Data utworzenia',
  number: 'Numer',
  value: 'Wartość',
  clientName: 'Klient',
};

/** `statusId`/`groupId` take an id or 'none' (orders without a status / statuses without a group: 'Bez grupy'). */
const idOrNone = z.union([z.uuid(), z.literal('none')]);

/**
 * GET /api/orders. `filter` is the JSON of the root filter group (URL-encoded, see
 * `serializeOrderFilter`), so a filtered list stays a bookmarkable URL. `cursor` is the opaque
 * `nextCursor`/`prevCursor` of the previous response: with it the server pages by keyset
 * (constant time at any depth); without it `page` is honoured by position.
 */
export const orderListQuery = cursorPageQuery.extend({
  sort: z.enum(orderSortFields).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  statusId: idOrNone.optional(),
  groupId: idOrNone.optional(),
  filter: z.string().max(20_000).optional(),
  archived: z.enum(['exclude', 'only', 'include']).default('exclude'),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** GET /api/orders/summary: the same orders as the list (status, group, filter, archive), without paging. */
export const orderSummaryQuery = orderListQuery.pick({
  statusId: true,
  groupId: true,
  filter: true,
  archived: true,
});
export type OrderSummaryQuery = z.input<typeof orderSummaryQuery>;

export const orderRowProduct = z.object({
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
});

/** One line of 'Lista zamówień' (spec 001 §2.6, §3 "Order row"). */
export const orderRow = z
  .object({
    id: z.uuid(),
    no: z.number().int(),
    externalId: z.string().nullable(),
    statusId: z.uuid().nullable(),
    source: z.enum(orderSources),
    created: z.iso.datetime(),
    /** The first three lines; `productCount` tells how many there are. */
    products: z.array(orderRowProduct),
    productCount: z.number().int(),
    customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
    totalValueGrossPrice: money,
    info: z.object({
      deliveryMethod: z.enum(deliveryMethods).nullable(),
      paymentMethod: z.enum(paymentMethods).nullable(),
      country: z.string().nullable(),
      isCancelled: z.boolean(),
      archived: z.boolean(),
      customerComment: z.string().nullable(),
    }),
    version: z.number().int(),
  })
  .meta({ id: 'OrderRow' });
export type OrderRow = z.infer<typeof orderRow>;

/**
 * The four tiles of spec 001 §2.6 for the same filter: pending = statuses of kind 'new' or
 * 'processing', completed = kind 'completed'; `totalValue` sums PLN orders, other currencies
 * are listed apart rather than converted.
 */
export const orderSummary = z
  .object({
    count: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
    totalValue: money,
    otherCurrencies: z.array(money),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * GET /api/orders answers the page without waiting for a count of a conditional filter. `count` is
 * exact when `countExact` (no conditional filter: maintained counters; a filter whose summary was
 * computed lately; a page asked for by number); otherwise at least `count` orders match and more
 * follow ('ponad N'), and GET /api/orders/summary gives the exact count and the tiles. `page` is
 * the page answered: a number past the last page answers the last page.
 */
export const orderListResponse = z
  .object({
    data: z.array(orderRow),
    count: z.number().int(),
    countExact: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    /** Pass as `cursor` with `page + 1` / `page - 1`; null on the last / first page. */
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListResponse>;

/** GET /api/orders/counts: the sidebar (spec 001 §2.7), from counters kept in step with every change. */
export const orderCountsResponse = z
  .object({
    total: z.number().int(),
    /** Orders whose status is in no group ('Bez grupy'). */
    ungrouped: z.number().int(),
    /** Orders without any status (their status was removed without a replacement). */
    noStatus: z.number().int(),
    statuses: z.array(z.object({ statusId: z.uuid(), count: z.number().int() })),
    groups: z.array(z.object({ groupId: z.uuid(), count: z.number().int() })),
  })
  .meta({ id: 'OrderCounts' });
export type OrderCounts = z.infer<typeof orderCountsResponse>;

export const orderIdParams = z.object({ id: z.uuid({ error: orderMessages.notFound }) });

/**
 * Client name by the priority of spec 001 §9: delivery name+surname, billing name+surname,
 * delivery company, billing company, e-mail local part; null means 'Nieznany klient'.
 */
export function customerDisplayName(order: {
  deliveryAddress?: { name?: string | null; surname?: string | null; companyName?: string | null } | null;
  customerBillingAddress?: {
    name?: string | null;
    surname?: string | null;
    companyName?: string | null;
  } | null;
  email?: string | null;
}): string | null {
  const person = (address?: { name?: string | null; surname?: string | null } | null) =>
    [address?.name, address?.surname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  const candidates = [
    person(order.deliveryAddress),
    person(order.customerBillingAddress),
    order.deliveryAddress?.companyName?.trim(),
    order.customerBillingAddress?.companyName?.trim(),
    order.email?.split('@')[0]?.trim(),
  ];
  return candidates.find((value) => value) ?? null;
}
