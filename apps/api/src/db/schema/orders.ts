import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderAddress, PickupAddress } from '@zaplecze/contract/orders/order-parts';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { orderStatuses } from './order-statuses';
import { priceLists, warehouses } from './warehouses';

const amount = () => numeric({ precision: 14, scale: 2 }).notNull().default('0');

/**
 * An order (spec 001 §3). Addresses are jsonb value objects (each card saves one whole);
 * `customerName` is derived on write by the name priority of spec 001 §9 ('' when unknown) so
 * the list can sort and search by it. Every index starts with account_id (DESIGN.md §3, §6);
 * trigram indexes for the text filters are created by the migration 'orders_search' when
 * pg_trgm is available.
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    no: integer().notNull(),
    externalId: text(),
    externalUsername: text(),
    integrationId: text(),
    source: text().notNull().default('shop'),
    // Deleting a status moves its orders first (order-statuses' reference mover); null is the fallback.
    statusId: uuid().references(() => orderStatuses.id, { onDelete: 'set null' }),
    // Where the order's lines reserve stock and which price list fills their prices (spec 002 §4).
    warehouseId: uuid().references(() => warehouses.id, { onDelete: 'set null' }),
    priceListId: uuid().references(() => priceLists.id, { onDelete: 'set null' }),
    currency: text().notNull().default('PLN'),
    totalNet: amount(),
    totalGross: amount(),
    alreadyPaid: amount(),
    alreadyPaidAt: timestamp({ withTimezone: true }),
    discount: amount(),
    discountCoupon: text(),
    email: text(),
    phoneNumber: text(),
    companyName: text(),
    vatRegistrationNumber: text(),
    prepareInvoice: boolean().notNull().default(false),
    orderNote: text(),
    customerComment: text(),
    buyerId: text(),
    externalStatus: text(),
    requiresMappingReview: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    cancelReason: text(),
    shipmentDateEnd: timestamp({ withTimezone: true }),
    deliveryDateEnd: timestamp({ withTimezone: true }),
    fileDocumentIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileAttachmentsIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orderLanguage: text().notNull().default('en'),
    deliveryMethod: text(),
    courierModule: text(),
    paymentMethod: text(),
    cashOnDelivery: boolean().notNull().default(false),
    customerName: text().notNull().default(''),
    deliveryAddress: jsonb().$type<OrderAddress>(),
    billingAddress: jsonb().$type<OrderAddress>(),
    pickupAddress: jsonb().$type<PickupAddress>(),
    archivedAt: timestamp({ withTimezone: true }),
    createdBy: uuid(),
    modifiedBy: uuid(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('orders_account_no_key').on(table.accountId, table.no),
    // These two also INCLUDE archived_at (migration 'orders_index_only_paging') for index-only skips; the date's
    // also the phone number (migration 'orders_covering_pages') for index-only phone fragments.
    index('orders_account_created_idx').on(table.accountId, table.createdAt, table.id),
    // INCLUDEs account, status, date and archived flag (migration 'orders_covering_pages'): a page's ids by id.
    index('orders_id_paging_idx').on(table.id),
    index('orders_account_status_created_idx').on(table.accountId, table.statusId, table.createdAt, table.id),
    index('orders_account_gross_idx').on(table.accountId, table.totalGross, table.id),
    // Keyed on the name in Polish order (pl_sort_key(customer_name) COLLATE pl_sort) by migration 'polish_collation'.
    index('orders_account_customer_idx').on(table.accountId, table.customerName, table.id),
    // Exact matches of identifiers (filter 'equals') are case-insensitive btree lookups.
    index('orders_account_external_lower_idx').on(table.accountId, sql`lower(${table.externalId})`),
    index('orders_account_email_lower_idx').on(table.accountId, sql`lower(${table.email})`),
    index('orders_account_country_idx').on(table.accountId, sql`(${table.deliveryAddress}->>'country')`),
  ],
);

/** The last order number given in an account; the row lock serializes numbering per account. */
export const orderNumberCounters = pgTable('order_number_counters', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull().default(0),
});

/**
 * Orders per account, status, archived flag and currency with their gross sum, kept exact by
 * statement-level triggers on `orders` (migration 'order_counts_triggers') in the transaction of
 * every change. `statusKey` is the nil uuid for orders without a status.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    statusKey: uuid().notNull(),
    archived: boolean().notNull(),
    currency: text().notNull(),
    orders: bigint({ mode: 'number' }).notNull().default(0),
    gross: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.statusKey, table.archived, table.currency] })],
);
