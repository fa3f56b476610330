import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShopifyOrderSettings, ShopifyProductSettings } from '@zaplecze/contract/shopify/shopify';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/**
 * An account's Shopify shop (issue 26): one per account. The Admin API token and the app's webhook
 * secret are AES-256-GCM encrypted under SECRETS_KEY (lib/secret-box.ts) and never returned.
 */
export const shopifyConnections = pgTable(
  'shopify_connections',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    shopDomain: text().notNull(),
    tokenCipher: text().notNull(),
    tokenLast4: text().notNull(),
    webhookSecretCipher: text(),
    webhookSecretLast4: text(),
    active: boolean().notNull().default(true),
    importFrom: date({ mode: 'string' }),
    orderSettings: jsonb().$type<ShopifyOrderSettings>().notNull(),
    productSettings: jsonb().$type<ShopifyProductSettings>().notNull(),
    /** What "Sprawdź połączenie" last read. */
    shopName: text(),
    shopCurrency: text(),
    checkedAt: timestamp({ withTimezone: true }),
    /** Orders updated after this moment are fetched by the next sync (Shopify's `updated_at`). */
    syncCursor: timestamp({ withTimezone: true }),
    lastSyncAt: timestamp({ withTimezone: true }),
    /** The last outbox event (seq) the stock and price push has read; null: starts at the newest. */
    pushCursor: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (table) => [uniqueIndex('shopify_connections_account_key').on(table.accountId)],
);

/** A Shopify order and the order it became: one per Shopify order id, so a webhook and a sync never make two. */
export const shopifyOrderLinks = pgTable(
  'shopify_order_links',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => shopifyConnections.id, { onDelete: 'cascade' }),
    shopifyOrderId: text().notNull(),
    orderId: uuid().notNull(),
    /** Shopify's `updated_at` of the version applied: an older one arriving later is skipped. */
    shopifyUpdatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Why the order needs a mapping review (unknown products or states); null when it does not. */
    reviewReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shopify_order_links_connection_order_key').on(table.connectionId, table.shopifyOrderId),
    index('shopify_order_links_order_idx').on(table.orderId),
  ],
);

/** One sync of a connection (a page run, a manual "Synchronizuj teraz", a webhook): the sync tab lists them. */
export const shopifySyncRuns = pgTable(
  'shopify_sync_runs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => shopifyConnections.id, { onDelete: 'cascade' }),
    trigger: text({ enum: ['manual', 'schedule', 'webhook'] }).notNull(),
    status: text({ enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    review: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    error: text(),
  },
  (table) => [index('shopify_sync_runs_connection_idx').on(table.connectionId, table.startedAt)],
);

/**
 * A product whose stock or price waits to go to Shopify: many outbox events of one product become
 * one row (coalesced), pushed in batches; a failure keeps the row with its error and a later try.
 */
export const shopifyPushItems = pgTable(
  'shopify_push_items',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => shopifyConnections.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    stockDue: boolean().notNull().default(false),
    priceDue: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    nextAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Grows with every new event of the product: a push removes the item only at the revision it read. */
    revision: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('shopify_push_items_connection_product_key').on(table.connectionId, table.productId),
    index('shopify_push_items_due_idx').on(table.connectionId, table.nextAt),
  ],
);

/** One push of stock and prices to Shopify: the sync tab lists the last ones with their counts. */
export const shopifyPushRuns = pgTable(
  'shopify_push_runs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => shopifyConnections.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    stock: integer().notNull().default(0),
    prices: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    error: text(),
  },
  (table) => [index('shopify_push_runs_connection_idx').on(table.connectionId, table.startedAt)],
);
