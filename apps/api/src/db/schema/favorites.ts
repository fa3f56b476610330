import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FavoriteKind } from '@zaplecze/contract/favorites/favorites';
import { accounts } from './accounts';
import { primaryId } from './columns';
import { users } from './users';

/**
 * A user's favourite (issue 24 item 5): an order, a product, a saved orders filter or a page of the
 * app. `targetKey` is the target's id, or the route path of a page; there is no foreign key to the
 * target (it may live in one of several tables), so a deleted target leaves its row, shown as
 * unavailable with the last `label` read from it (docs/decisions/favorites.md).
 */
export const favorites = pgTable(
  'favorites',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<FavoriteKind>().notNull(),
    targetKey: text().notNull(),
    /** The target's name when it was last read: shown once the target is gone. */
    label: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorites_user_target_key').on(table.userId, table.kind, table.targetKey),
    index('favorites_account_user_created_idx').on(table.accountId, table.userId, table.createdAt),
  ],
);
