import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * The first answer to a write sent with an `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header),
 * per account and principal (`user:<id>` or `key:<id>`): replayed to a retry for 24 hours.
 * `running` while the first request is being handled (a concurrent retry gets 409); a lock older
 * than `lockedUntil` belongs to a request that died and may be taken over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    principal: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a 422. */
    fingerprint: text().notNull(),
    state: text({ enum: ['running', 'done'] }).notNull(),
    responseStatus: integer(),
    responseType: text(),
    responseBody: text(),
    lockedUntil: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.principal, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
