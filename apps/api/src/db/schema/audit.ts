import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * Who changed what, written in the transaction of the change. account_id is null only for
 * failed logins of identities no account has.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid(),
    /** The acting user's name when the entry was written, so history survives the user's deletion. */
    userLabel: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    targetLabel: text(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_account_created_idx').on(table.accountId, table.createdAt.desc())],
);
