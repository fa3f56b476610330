import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/**
 * Every domain event of an account, written in the transaction of the change that caused it
 * (the transactional outbox). `seq` orders the events; `dispatchedAt` marks the rows the webhook
 * dispatcher has fanned out to the subscriptions (the rest wait in a partial index).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid().primaryKey(),
    seq: bigserial({ mode: 'number' }).notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    resourceType: text().notNull(),
    resourceId: text().notNull(),
    resourceVersion: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('outbox_events_account_seq_idx').on(table.accountId, table.seq),
    index('outbox_events_pending_idx')
      .on(table.seq)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);

/** An account's webhook subscription: where to POST which events, signed with its secret. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: text().array().notNull(),
    active: boolean().notNull().default(true),
    /** The signing secret, AES-256-GCM encrypted with SECRETS_KEY (iv.tag.ciphertext, base64url). */
    secretCipher: text().notNull(),
    /** Why the system turned it off (deliveries failed through the retry window); null when it did not. */
    disabledReason: text(),
    disabledAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (table) => [index('webhook_subscriptions_account_idx').on(table.accountId, table.createdAt)],
);

/** One event to deliver to one subscription, with its attempts so far (the delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The outbox event (the `webhook-id`); a test event has its own id. */
    eventId: uuid().notNull(),
    eventSeq: bigint({ mode: 'number' }).notNull(),
    eventType: text().notNull(),
    /** `type:id` of the resource: its deliveries to one subscription go out in order. */
    resourceKey: text().notNull(),
    /** The Standard Webhooks envelope as sent, byte for byte: `{"type":…,"timestamp":…,"data":{…}}`. */
    payload: text().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Retries go on until this is 3 days old; a resend starts the window again. */
    windowStartsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    statusCode: integer(),
    latencyMs: integer(),
    response: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_subscription_idx').on(table.subscriptionId, table.createdAt, table.id),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_resource_idx')
      .on(table.subscriptionId, table.resourceKey, table.eventSeq)
      .where(sql`${table.status} = 'pending'`),
  ],
);
