import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExternalNames, StatusCode } from '@zaplecze/contract/order-statuses/order-statuses';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/** A section of the statuses screen and of the orders sidebar; `position` counts from 1. */
export const orderStatusGroups = pgTable(
  'order_status_groups',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull(),
    ...auditColumns,
  },
  (table) => [index('order_status_groups_account_idx').on(table.accountId, table.position)],
);

/**
 * An order status of an account. `position` counts from 1 within its group (null: 'Bez grupy');
 * `code` marks the few statuses the system relies on, which stay protected.
 */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: uuid().references(() => orderStatusGroups.id, { onDelete: 'set null' }),
    internalName: text().notNull(),
    externalName: jsonb().$type<ExternalNames>().notNull().default({}),
    color: text().notNull(),
    position: integer().notNull(),
    isProtected: boolean().notNull().default(false),
    code: text().$type<StatusCode>(),
    ...auditColumns,
  },
  (table) => [
    index('order_statuses_account_group_idx').on(table.accountId, table.groupId, table.position),
    index('order_statuses_group_idx').on(table.groupId),
    uniqueIndex('order_statuses_account_code_key')
      .on(table.accountId, table.code)
      .where(sql`${table.code} is not null`),
  ],
);
