import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { primaryId } from './columns';
import { users } from './users';

const timestamptz = () => timestamp({ withTimezone: true });

/** Single-use e-mail tokens (activation, password reset); only their SHA-256 hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [index('user_tokens_user_id_idx').on(table.userId, table.purpose)],
);

/**
 * A login session = one refresh-token family. The family ends at `expiresAt` (absolute), after
 * 30 minutes without activity, or when revoked (logout, reset, reuse of a spent token).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    lastActivityAt: timestamptz().notNull().defaultNow(),
    revokedAt: timestamptz(),
    revokeReason: text({
      enum: ['logout', 'reuse', 'password_reset', 'password_change', 'deactivated', 'idle'],
    }),
    ip: text(),
    userAgent: text(),
  },
  (table) => [
    index('sessions_user_id_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Every refresh token a family has issued; `usedAt` marks it spent when rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamptz().notNull().defaultNow(),
    usedAt: timestamptz(),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * Failed logins per identity (normalized username or e-mail, whether or not a user has it), so
 * the lock holds however many addresses an attacker uses.
 */
export const loginAttempts = pgTable('login_attempts', {
  identity: text().primaryKey(),
  failedCount: integer().notNull().default(0),
  lastFailedAt: timestamptz().notNull().defaultNow(),
  lockedUntil: timestamptz(),
});
