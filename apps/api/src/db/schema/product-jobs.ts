import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ProductJobStatus, ProductListFiltersParsed } from '@zaplecze/contract/products/products-list';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * A long products-list operation run by a worker: a bulk archive/delete over ids or a filter, or
 * an export of the filtered list to a file under the files dir, or a run of the automatic-category
 * rules over the catalogue. Progress is read by the screen that started it.
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
    kind: text({ enum: ['archive', 'delete', 'export', 'autoCategories'] }).notNull(),
    /** autoCategories: also products that already have a main category. */
    overwrite: boolean().notNull().default(false),
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
  (table) => [
    index('product_jobs_account_idx').on(table.accountId, table.createdAt),
    // One automatic-categories run at a time per account, also under concurrent starts.
    uniqueIndex('product_jobs_one_auto_categories_run_key')
      .on(table.accountId)
      .where(sql`${table.kind} = 'autoCategories' and ${table.status} in ('queued', 'running')`),
  ],
);
