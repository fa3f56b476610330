import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventLogKind, EventLogLevel } from '@zaplecze/contract/event-log/event-log';
import { accounts } from './accounts';
import { primaryId } from './columns';

/**
 * The account's event log (/dashboard/logs, issue 23): API calls made with a key, webhook
 * delivery attempts and free events of integrations, one row each, kept 90 days. Columns of the
 * other kinds stay null. Pages are read newest first by (created_at, id) through the indexes
 * below (ascending: a backward scan is the newest-first order); see docs/decisions/event-log.md.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().$type<EventLogKind>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** HTTP status of the answer (API call) or of the receiver (webhook; null: no answer). */
    status: smallint(),
    /** status / 100, stored so the status-class filter has its own index. */
    statusClass: smallint(),
    // api_call
    method: text(),
    /** The path without its query string. */
    path: text(),
    /** The route pattern (/api/orders/:id). */
    route: text(),
    durationMs: integer(),
    keyId: uuid(),
    keyName: text(),
    ip: text(),
    requestId: text(),
    // webhook_delivery
    subscriptionId: uuid(),
    eventId: text(),
    eventType: text(),
    url: text(),
    attempt: integer(),
    ok: boolean(),
    error: text(),
    // integration
    source: text(),
    level: text().$type<EventLogLevel>(),
    message: text(),
    subject: text(),
  },
  (table) => [
    index('event_log_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('event_log_kind_created_idx').on(table.accountId, table.kind, table.createdAt, table.id),
    index('event_log_key_created_idx')
      .on(table.accountId, table.keyId, table.createdAt, table.id)
      .where(sql`${table.keyId} is not null`),
    index('event_log_status_created_idx')
      .on(table.accountId, table.kind, table.statusClass, table.createdAt, table.id)
      .where(sql`${table.statusClass} is not null`),
    index('event_log_subscription_created_idx')
      .on(table.accountId, table.subscriptionId, table.createdAt, table.id)
      .where(sql`${table.subscriptionId} is not null`),
    index('event_log_level_created_idx')
      .on(table.accountId, table.level, table.createdAt, table.id)
      .where(sql`${table.level} is not null`),
    // Method and event type each fill only one kind: the filter leaves `kind` out and reads these.
    index('event_log_method_created_idx')
      .on(table.accountId, table.method, table.createdAt, table.id)
      .where(sql`${table.method} is not null`),
    index('event_log_event_type_created_idx')
      .on(table.accountId, table.eventType, table.createdAt, table.id)
      .where(sql`${table.eventType} is not null`),
    // The retention job's scan of old rows across accounts: tiny on an append-only table.
    index('event_log_created_brin').using('brin', table.createdAt),
  ],
);
