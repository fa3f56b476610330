import type { z } from 'zod';
import {
  eventLogMessages,
  type EventLogEntry,
  type EventLogLevel,
  type EventLogList,
  type eventLogListQuery,
} from '@zaplecze/contract/event-log/event-log';
import type { Db } from '../../db/client';
import { eventLog } from '../../db/schema/index';
import { AppError } from '../../errors';
import { listPage } from '../../lib/list-page';
import {
  cappedCount,
  decodeEventLogCursor,
  exactCount,
  filterCondition,
  findEntry,
  pageByCursor,
  pageByPosition,
  type EventLogRecord,
} from './repository';

type ListQuery = z.output<typeof eventLogListQuery>;
type NewRow = typeof eventLog.$inferInsert;

/** An API call made with a key, as the onResponse hook sees it. */
export interface ApiCallRecord {
  accountId: string;
  method: string;
  /** The path without its query string. */
  path: string;
  /** The route pattern, null for a path no route matched. */
  route: string | null;
  status: number;
  durationMs: number;
  keyId: string;
  keyName: string;
  ip: string | null;
  requestId: string | null;
  at?: Date;
}

/** One attempt of a webhook delivery (the webhooks module reports each one). */
export interface WebhookDeliveryRecord {
  accountId: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  url: string;
  attempt: number;
  /** The receiver's HTTP status; null when there was no answer (timeout, refused, SSRF guard). */
  statusCode: number | null;
  latencyMs: number | null;
  ok: boolean;
  error?: string | null;
  at?: Date;
}

/** A free event of a connector (marketplace, courier, ERP). */
export interface IntegrationEventRecord {
  accountId: string;
  /** The connector ("allegro", "dpd", …). */
  source: string;
  level: EventLogLevel;
  message: string;
  /** What the event is about ("Zamówienie 1042"). */
  subject?: string | null;
  at?: Date;
}

const clip = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : text.length > max ? text.slice(0, max) : text;
const statusClassOf = (status: number | null) => (status === null ? null : Math.floor(status / 100));

export function apiCallRow(call: ApiCallRecord): NewRow {
  return {
    accountId: call.accountId,
    kind: 'api_call',
    createdAt: call.at,
    status: call.status,
    statusClass: statusClassOf(call.status),
    method: clip(call.method, 10),
    path: clip(call.path, 2000),
    route: clip(call.route, 500),
    durationMs: Math.max(0, Math.round(call.durationMs)),
    keyId: call.keyId,
    keyName: clip(call.keyName, 200),
    ip: clip(call.ip, 64),
    requestId: clip(call.requestId, 64),
  };
}

/**
 * Writes API-call rows in one multi-row statement. Called by the in-memory buffer
 * (`ApiCallBuffer`), never per request.
 */
export async function insertApiCalls(db: Db, calls: readonly ApiCallRecord[]): Promise<void> {
  if (calls.length === 0) return;
  await db.insert(eventLog).values(calls.map(apiCallRow));
}

/** Records one webhook delivery attempt; pass the delivery's transaction when it has one. */
export async function recordWebhookDelivery(db: Db, delivery: WebhookDeliveryRecord): Promise<void> {
  await db.insert(eventLog).values({
    accountId: delivery.accountId,
    kind: 'webhook_delivery',
    createdAt: delivery.at,
    status: delivery.statusCode,
    statusClass: statusClassOf(delivery.statusCode),
    subscriptionId: delivery.subscriptionId,
    eventId: clip(delivery.eventId, 200),
    eventType: clip(delivery.eventType, 100),
    url: clip(delivery.url, 2000),
    attempt: delivery.attempt,
    durationMs: delivery.latencyMs === null ? null : Math.max(0, Math.round(delivery.latencyMs)),
    ok: delivery.ok,
    error: clip(delivery.error, 2000),
  });
}

/** Records one integration event; pass the connector's transaction when it has one. */
export async function recordIntegrationEvent(db: Db, event: IntegrationEventRecord): Promise<void> {
  await recordIntegrationEvents(db, [event]);
}

/** Many integration events in multi-row inserts (a page of orders from a connector). */
export async function recordIntegrationEvents(db: Db, events: IntegrationEventRecord[]): Promise<void> {
  for (let start = 0; start < events.length; start += 1000)
    await db.insert(eventLog).values(
      events.slice(start, start + 1000).map((event) => ({
        accountId: event.accountId,
        kind: 'integration' as const,
        createdAt: event.at,
        source: clip(event.source, 100),
        level: event.level,
        message: clip(event.message, 4000),
        subject: clip(event.subject, 500),
      })),
    );
}

export function toEntry(row: EventLogRecord): EventLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    method: row.method,
    path: row.path,
    route: row.route,
    durationMs: row.duration_ms,
    key: row.key_id ? { id: row.key_id, name: row.key_name ?? '' } : null,
    ip: row.ip,
    requestId: row.request_id,
    subscriptionId: row.subscription_id,
    eventId: row.event_id,
    eventType: row.event_type,
    url: row.url,
    attempt: row.attempt,
    ok: row.ok,
    error: row.error,
    source: row.source,
    level: row.level,
    message: row.message,
    subject: row.subject,
  };
}

/**
 * Counted up to this many matches: beyond it the list says "more than" (`countExact: false`)
 * instead of scanning millions of rows; only a page asked for by number past it counts exactly.
 */
export const eventLogCountCap = 1000;

/** GET /api/event-log: one page newest first, with the filters of the query (see repository.ts). */
export async function listEventLog(db: Db, accountId: string, query: ListQuery): Promise<EventLogList> {
  const { page, limit, cursor, path, eventType, ...rest } = query;
  const where = filterCondition({
    ...rest,
    accountId,
    path: path || undefined,
    eventType: eventType || undefined,
  });
  const { records, ...paged } = await listPage({
    sort: 'createdAt',
    direction: 'desc',
    page,
    limit,
    cursor: cursor ? decodeEventLogCursor(cursor) : undefined,
    byCursor: (at) => pageByCursor(db, where, limit, at),
    byPosition: (offset, count, size) => pageByPosition(db, where, offset, count, size),
    count: {
      known: async () => {
        const counted = await cappedCount(db, where, eventLogCountCap);
        return counted <= eventLogCountCap ? counted : undefined;
      },
      exact: () => exactCount(db, where),
      lowerBound: (seen, hasNext) => Math.max(seen + (hasNext ? 1 : 0), eventLogCountCap + 1),
      lastTravelledPageCounts: true,
      offsetReach: eventLogCountCap,
      firstPageBeforeCount: true,
    },
  });
  return { data: records.map(toEntry), ...paged };
}

export async function getEventLogEntry(db: Db, accountId: string, entryId: string): Promise<EventLogEntry> {
  const row = await findEntry(db, accountId, entryId);
  if (!row) throw new AppError('NOT_FOUND', eventLogMessages.notFound);
  return toEntry(row);
}
