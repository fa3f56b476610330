import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { primaryId } from './columns';
import { orderProducts, orderReturns } from './order-parts';

/** The products of a return with their quantities; a line is part of its return. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderProductId: uuid()
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (table) => [
    index('order_return_lines_return_idx').on(table.returnId),
    index('order_return_lines_product_idx').on(table.orderProductId),
  ],
);

/** The last return number given per account and year; the row lock serializes numbering. */
export const orderReturnCounters = pgTable(
  'order_return_counters',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.year] })],
);
