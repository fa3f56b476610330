import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Measurements the system keeps about itself (for example disk usage), refreshed by jobs. */
export const systemStatus = pgTable('system_status', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
