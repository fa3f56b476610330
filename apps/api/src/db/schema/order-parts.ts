import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { orders } from './orders';
import { products, productVariants } from './products';

const amount = () => numeric({ precision: 14, scale: 2 }).notNull().default('0');
const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const orderId = () =>
  uuid()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A product line; `price` is the net unit price derived from `grossPrice` and `tax`. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    position: integer().notNull(),
    productId: text(),
    productVariantId: text(),
    // The catalogue product (and variant) the line was filled from; stock is reserved for it.
    catalogProductId: uuid().references(() => products.id, { onDelete: 'set null' }),
    catalogVariantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    name: text().notNull(),
    url: text(),
    imageUrl: text(),
    ean: text(),
    sku: text(),
    auction: text(),
    quantity: integer().notNull(),
    currency: text().notNull().default('PLN'),
    price: amount(),
    grossPrice: amount(),
    grossTotal: amount(),
    tax: smallint().notNull().default(23),
    ...auditColumns,
  },
  (table) => [
    index('order_products_catalog_product_idx').on(table.catalogProductId),
    index('order_products_catalog_variant_idx').on(table.catalogVariantId),
    index('order_products_order_idx').on(table.orderId, table.position),
    index('order_products_account_quantity_idx').on(table.accountId, table.quantity),
    // Also holds order_id INCLUDE sku (migration 'orders_filter_speed') for index-only reads of 'SKU equals'.
    index('order_products_account_sku_idx').on(table.accountId, sql`lower(${table.sku})`),
    index('order_products_account_ean_idx').on(table.accountId, sql`lower(${table.ean})`),
    index('order_products_account_product_idx').on(table.accountId, sql`lower(${table.productId})`),
    index('order_products_account_auction_idx').on(table.accountId, sql`lower(${table.auction})`),
    // Whether an order line still shows a product picture before its file is deleted (picture-files.ts).
    index('order_products_account_image_idx')
      .on(table.accountId, table.imageUrl)
      .where(sql`${table.imageUrl} is not null`),
  ],
);

export const orderShipments = pgTable(
  'order_shipments',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    courier: text(),
    trackingNumber: text(),
    status: text().notNull().default('created'),
    cost: amount(),
    currency: text().notNull().default('PLN'),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    packageSize: text(),
    weightGrams: integer(),
    ...auditColumns,
  },
  (table) => [
    index('order_shipments_order_idx').on(table.orderId),
    index('order_shipments_account_tracking_idx').on(table.accountId, sql`lower(${table.trackingNumber})`),
    // The Pulpit's 'wysłane' figure counts shipments sent in a period.
    index('order_shipments_account_sent_idx').on(table.accountId, table.sentAt),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    amount: amount(),
    currency: text().notNull().default('PLN'),
    method: text(),
    reference: text(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid(),
    createdAt: created(),
  },
  (table) => [index('order_payments_order_idx').on(table.orderId)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    value: text().notNull(),
    color: text(),
    createdBy: uuid(),
    createdAt: created(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

export const orderReturns = pgTable(
  'order_returns',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    externalId: text(),
    reason: text(),
    status: text().notNull().default('new'),
    number: text().notNull().default(''),
    refundGrosze: bigint({ mode: 'number' }).notNull().default(0),
    paymentId: uuid(),
    ...auditColumns,
  },
  (table) => [
    index('order_returns_order_idx').on(table.orderId),
    index('order_returns_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

/** The order's history of statuses, with the operator's comment (single and bulk changes). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    fromStatusId: uuid(),
    toStatusId: uuid(),
    comment: text(),
    userId: uuid(),
    createdAt: created(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/** Messages of the marketplace synchronisation of an order. */
export const orderSyncLog = pgTable(
  'order_sync_log',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: orderId(),
    level: text().notNull().default('info'),
    message: text().notNull(),
    createdAt: created(),
  },
  (table) => [index('order_sync_log_order_idx').on(table.orderId, table.createdAt)],
);

/** Saved filters: a user's own (`userId`), optionally shared; built-in samples have no user. */
export const orderSavedFilters = pgTable(
  'order_saved_filters',
  {
    id: primaryId(),
    accountId: accountId(),
    userId: uuid(),
    name: text().notNull(),
    rootGroup: jsonb().$type<FilterGroup>().notNull(),
    shared: boolean().notNull().default(false),
    /** Which sample of `builtInSavedFilters` (index); one of each per account. */
    builtInKey: smallint(),
    createdAt: created(),
  },
  (table) => [
    index('order_saved_filters_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('order_saved_filters_builtin_key')
      .on(table.accountId, table.builtInKey)
      .where(sql`${table.builtInKey} is not null`),
  ],
);
