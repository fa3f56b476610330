import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';
import { users } from './users';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * A user's TOTP authenticator. The secret is encrypted (AES-256-GCM); `enabledAt` stays null
 * while the enrolment waits for its first code.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text().notNull(),
  enabledAt: timestamptz(),
  /** The last accepted 30-second time step, so one code cannot be replayed. */
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamptz().notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** The second step of a login: issued after the password, spent by the code; only its hash is stored. */
export const loginChallenges = pgTable('login_challenges', {
  id: primaryId(),
  tokenHash: text().notNull().unique(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
  createdAt: timestamptz().notNull().defaultNow(),
});
