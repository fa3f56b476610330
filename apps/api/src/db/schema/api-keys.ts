import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/**
 * An account's API key: the integration principal a program acts as (issue 23). Only SHA-256
 * hashes of the secrets are kept; `prefix` is the visible start shown in the list. After a
 * rotation the previous secret keeps working until `previous_valid_until`.
 * See docs/decisions/api-keys.md.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scopes: text().array().$type<Permission[]>().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    previousSecretHash: text(),
    previousValidUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** The key's own quota; null uses the account's default (the quotas module reads it). */
    requestsPerMinute: integer(),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: uuid(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_key').on(table.secretHash),
    uniqueIndex('api_keys_previous_secret_hash_key').on(table.previousSecretHash),
    index('api_keys_account_id_idx').on(table.accountId),
  ],
);
