import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProductJobStatus, ProductListFiltersParsed } from '@zaplecze/contract/products-list';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * A long products-list operation run by a worker: a bulk archive/delete over ids or a filter, or
 * an export of the filtered list to a file under the files dir. Progress is read by the list.
 */
export const productJobs = pgTable(
  'product_jobs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    ip: text(),
    kind: text({ enum: ['archive', 'delete', 'export'] }).notNull(),
    format: text({ enum: ['csv', 'xlsx'] }),
    productIds: uuid().array(),
    query: jsonb().$type<ProductListFiltersParsed>(),
    status: text().$type<ProductJobStatus>().notNull().default('queued'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    done: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    lastId: uuid(),
    fileName: text(),
    filePath: text(),
    message: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('product_jobs_account_idx').on(table.accountId, table.createdAt)],
);
