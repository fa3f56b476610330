import { bigint, boolean, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Orders per account, creation day in Europe/Warsaw, status, source, currency and archived flag
 * with their gross sum: the Pulpit's figures and charts read these instead of scanning orders.
 * Kept exact by statement-level triggers on `orders` (migration 'pulpit_daily_stats') in the
 * transaction of every change; `statusKey` is the nil uuid for orders without a status.
 */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    statusKey: uuid().notNull(),
    source: text().notNull(),
    currency: text().notNull(),
    archived: boolean().notNull(),
    orders: bigint({ mode: 'number' }).notNull().default(0),
    gross: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({
      columns: [table.accountId, table.day, table.statusKey, table.source, table.currency, table.archived],
    }),
  ],
);

/** A top-products row's key and its product's latest name and SKU (daily rows and their waiting deltas). */
const productDayKey = () => ({
  accountId: uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  day: date().notNull(),
  cancelled: boolean().notNull(),
  productKey: text().notNull(),
  currency: text().notNull(),
  name: text().notNull(),
  sku: text(),
});

/**
 * Order lines per account, Warsaw day of their order, cancelled flag of the order's status,
 * product and currency: the Pulpit's top products. `productKey` is the catalogue product id, else
 * 'sku:' + lower(sku), else 'name:' + name; `name`/`sku` are the latest seen. Kept exact by
 * statement-level triggers on `order_products` and `orders` (migration 'pulpit_product_stats').
 */
export const orderProductDailyStats = pgTable(
  'order_product_daily_stats',
  {
    ...productDayKey(),
    quantity: bigint({ mode: 'number' }).notNull().default(0),
    gross: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.day, table.cancelled, table.productKey, table.currency] }),
  ],
);

/**
 * Orders being deleted with the day and cancelled flag their lines were counted under: a cascade
 * removes the lines before the orders' trigger runs and fires the lines' trigger after it, when the
 * order can no longer be read. The lines' trigger consumes these rows; leftovers of orders without
 * lines are swept by the next delete.
 */
export const orderProductStatsPending = pgTable('order_product_stats_pending', {
  orderId: uuid().primaryKey(),
  accountId: uuid().notNull(),
  day: date().notNull(),
  cancelled: boolean().notNull(),
});

/**
 * Order lines' contributions to `order_product_daily_stats` that wait to be added: an orders import's
 * batches sum their lines here (migration 0048) and `order_product_stats_settle` adds an account's
 * deltas to the daily rows in one statement at the import's end, or before the Pulpit reads them.
 */
export const orderProductStatsDeltas = pgTable(
  'order_product_stats_deltas',
  {
    ...productDayKey(),
    quantity: bigint({ mode: 'number' }).notNull(),
    gross: numeric({ precision: 18, scale: 2 }).notNull(),
  },
  (table) => [index('order_product_stats_deltas_account_idx').on(table.accountId)],
);

/** Catalogue products per account, kept by statement-level triggers on `products` (plan usage on the Pulpit). */
export const accountProductCounts = pgTable('account_product_counts', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  products: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * `order_product_daily_stats` rolled up by week (starting Monday) and by calendar month, kept by
 * statement-level triggers on the daily table (migration 'pulpit_product_rollups'): a long period
 * reads whole months and weeks here and only its edge days from the daily table.
 */
export const orderProductPeriodStats = pgTable(
  'order_product_period_stats',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    grain: text().$type<'week' | 'month'>().notNull(),
    start: date().notNull(),
    cancelled: boolean().notNull(),
    productKey: text().notNull(),
    currency: text().notNull(),
    name: text().notNull(),
    sku: text(),
    quantity: bigint({ mode: 'number' }).notNull().default(0),
    gross: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({
      columns: [table.accountId, table.grain, table.start, table.cancelled, table.productKey, table.currency],
    }),
  ],
);
