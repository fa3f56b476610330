import { integer, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import type { BulkAction, BulkSkip, OrderMatching } from '@zaplecze/contract/orders/orders-bulk';
import type { BulkEditChanges } from '@zaplecze/contract/orders/orders-bulk-edit';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * A bulk action too large for one request, run by the 'orders.bulk' job in chunks. `lastId` is
 * the keyset position of the last committed chunk, so a retried job resumes instead of redoing.
 */
export const orderBulkJobs = pgTable(
  'order_bulk_jobs',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    ip: text(),
    action: text().$type<BulkAction>().notNull(),
    statusId: uuid(),
    comment: text(),
    /** The ticked fields of a bulk edit and their values. */
    changes: jsonb().$type<BulkEditChanges>(),
    orderIds: uuid().array(),
    matching: jsonb().$type<OrderMatching>(),
    state: text({ enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    changed: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    skips: jsonb().$type<BulkSkip[]>().notNull().default([]),
    lastId: uuid(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('order_bulk_jobs_account_idx').on(table.accountId, table.createdAt)],
);
