import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every editable record carries (DESIGN.md §3: tenancy, versions, created/modified). */
export const primaryId = () => uuid().primaryKey().defaultRandom();

export const auditColumns = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  version: integer().notNull().default(1),
};
