import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  OrderExportFormat,
  OrderExportLayout,
  OrderExportStatus,
} from '@zaplecze/contract/orders/export';
import type { OrderMatching } from '@zaplecze/contract/orders/orders-bulk';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * An export of the orders of a list filter to a file, written by the 'orders.export' job into the
 * file storage under `order-exports/<accountId>/<id>.<format>` (`filePath` holds that key; null
 * once the file is swept). Progress is read by the export page.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    ip: text(),
    format: text().$type<OrderExportFormat>().notNull(),
    layout: text().$type<OrderExportLayout>().notNull(),
    matching: jsonb().$type<OrderMatching>().notNull(),
    status: text().$type<OrderExportStatus>().notNull().default('queued'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    fileName: text(),
    filePath: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('order_exports_account_idx').on(table.accountId, table.createdAt)],
);
