import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/**
 * A role of an account: the module permissions its users hold. `isAdmin` marks the Administrator
 * role, which also administers the account (users, roles, company data, history).
 */
export const roles = pgTable(
  'roles',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    predefined: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    permissions: text()
      .array()
      .$type<Permission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditColumns,
  },
  (table) => [uniqueIndex('roles_account_name_lower_key').on(table.accountId, sql`lower(${table.name})`)],
);
