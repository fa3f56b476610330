import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, primaryId } from './columns';

/** A company using Zaplecze: the tenant every other record belongs to. */
export const accounts = pgTable('accounts', {
  id: primaryId(),
  name: text().notNull(),
  status: text({ enum: ['pending', 'active', 'suspended'] })
    .notNull()
    .default('pending'),
  ...auditColumns,
});
