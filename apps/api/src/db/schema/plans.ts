import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlanLimits } from '@zaplecze/contract/plans/plans';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/** Subscription plans of spec 000 §9, seeded by a migration; prices are monthly and net. */
export const plans = pgTable('plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  price: numeric({ precision: 14, scale: 2 }).notNull(),
  currency: text().notNull().default('PLN'),
  period: text({ enum: ['month'] })
    .notNull()
    .default('month'),
  description: text().notNull(),
  features: jsonb().$type<string[]>().notNull(),
  limits: jsonb().$type<PlanLimits>().notNull(),
  additionalInfo: jsonb().$type<string[]>().notNull(),
  isPopular: boolean().notNull().default(false),
  isFree: boolean().notNull().default(false),
  trialDays: integer(),
  sortOrder: integer().notNull(),
});

export const accountLicences = pgTable('account_licences', {
  id: primaryId(),
  accountId: uuid()
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: text()
    .notNull()
    .references(() => plans.id),
  status: text({ enum: ['trial', 'active', 'expired'] }).notNull(),
  validTo: timestamp({ withTimezone: true }).notNull(),
  ...auditColumns,
});

/** Payment-provider events already applied, so a redelivered webhook does not extend twice. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  accountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
