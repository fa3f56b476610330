import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { roles } from './roles';
import { auditColumns, primaryId } from './columns';

/**
 * A person who signs in. Usernames and e-mails are unique across all accounts, because login
 * takes only the username or e-mail and must find exactly one user.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text().notNull(),
    email: text().notNull(),
    displayName: text().notNull().default(''),
    passwordHash: text().notNull(),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    /** File name under the storage key `avatars/`, or null. */
    avatarFile: text(),
    isActive: boolean().notNull().default(false),
    activatedAt: timestamp({ withTimezone: true }),
    lastActivityAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_account_id_idx').on(table.accountId),
    index('users_role_id_idx').on(table.roleId),
  ],
);
