import { bigint, boolean, date, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
