import { sql, type SQL } from 'drizzle-orm';
import {
  eventLogMessages,
  type EventLogKind,
  type EventLogLevel,
  type EventLogMethod,
  type EventLogStatusClass,
} from '@zaplecze/contract/event-log/event-log';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventLog } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  afterCursor,
  decodeCursor,
  orderByKey,
  positionWindow,
  scansAscending,
  type Cursor,
  type SortKey,
} from '../../lib/paging';

/**
 * The event log's pages: newest first by (created_at, id), by keyset (lib/paging.ts) or by
 * position near either end. Every filter is a column of one of the table's indexes, or a filter
 * on the rows such an index yields in order (method, path, event type).
 */

export interface EventLogFilter {
  accountId: string;
  kind?: EventLogKind;
  keyId?: string;
  statusClass?: EventLogStatusClass;
  method?: EventLogMethod;
  path?: string;
  subscriptionId?: string;
  eventType?: string;
  level?: EventLogLevel;
  /** Inclusive calendar days (YYYY-MM-DD) in Polish time. */
  from?: string;
  to?: string;
}

export interface EventLogRecord {
  id: string;
  sort_key: string;
  account_id: string;
  kind: EventLogKind;
  created_at: Date | string;
  status: number | null;
  method: string | null;
  path: string | null;
  route: string | null;
  duration_ms: number | null;
  key_id: string | null;
  key_name: string | null;
  ip: string | null;
  request_id: string | null;
  subscription_id: string | null;
  event_id: string | null;
  event_type: string | null;
  url: string | null;
  attempt: number | null;
  ok: boolean | null;
  error: string | null;
  source: string | null;
  level: EventLogLevel | null;
  message: string | null;
  subject: string | null;
}

const zone = 'Europe/Warsaw';
const sorts = {
  createdAt: { column: sql`${eventLog.createdAt}`, cast: 'timestamptz', unique: false } satisfies SortKey,
};
export type EventLogSort = keyof typeof sorts;
const spec = sorts.createdAt;
const id = sql`${eventLog.id}`;

export const decodeEventLogCursor = (text: string): Cursor<EventLogSort> =>
  decodeCursor(
    text,
    sorts,
    () =>
      new AppError('VALIDATION_FAILED', eventLogMessages.invalidCursor, {
        cursor: eventLogMessages.invalidCursor,
      }),
  );

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function filterCondition(filter: EventLogFilter): SQL {
  const parts: SQL[] = [sql`${eventLog.accountId} = ${filter.accountId}`];
  // A filter on a column only one kind fills implies the kind: leaving `kind` out lets that
  // column's index answer alone (an index-only count), the rows are the same.
  const implied =
    filter.keyId || filter.method || filter.path
      ? 'api_call'
      : filter.subscriptionId || filter.eventType
        ? 'webhook_delivery'
        : filter.level
          ? 'integration'
          : undefined;
  if (filter.kind && implied && filter.kind !== implied) parts.push(sql`false`);
  else if (filter.kind && !implied) parts.push(sql`${eventLog.kind} = ${filter.kind}`);
  if (filter.keyId) parts.push(sql`${eventLog.keyId} = ${filter.keyId}`);
  if (filter.statusClass) {
    parts.push(sql`${eventLog.statusClass} = ${Number(filter.statusClass[0])}`);
  }
  if (filter.method) parts.push(sql`${eventLog.method} = ${filter.method}`);
  if (filter.path) parts.push(sql`${eventLog.path} ilike ${likePattern(filter.path)}`);
  if (filter.subscriptionId) parts.push(sql`${eventLog.subscriptionId} = ${filter.subscriptionId}`);
  if (filter.eventType) parts.push(sql`${eventLog.eventType} = ${filter.eventType}`);
  if (filter.level) parts.push(sql`${eventLog.level} = ${filter.level}`);
  if (filter.from) {
    parts.push(sql`${eventLog.createdAt} >= (${filter.from}::date)::timestamp at time zone ${zone}`);
  }
  if (filter.to) {
    parts.push(sql`${eventLog.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`);
  }
  return sql.join(parts, sql` and `);
}

const columns = sql`*, ${spec.column}::text as sort_key`;

function selectPage(where: SQL, ascending: boolean, limit: number, offset = 0): SQL {
  return sql`select ${columns} from ${eventLog} where ${where}
    order by ${orderByKey(spec, id, ascending)} limit ${limit}${offset > 0 ? sql` offset ${offset}` : sql``}`;
}

/** Rows after (or before) the cursor's row; `more` tells whether the travel can go on. */
export async function pageByCursor(
  db: Db,
  where: SQL,
  limit: number,
  cursor: Cursor<EventLogSort>,
): Promise<{ rows: EventLogRecord[]; more: boolean }> {
  const ascending = scansAscending('desc', cursor.towards);
  const rows = await rowsOf<EventLogRecord>(
    db,
    selectPage(sql`${where} and ${afterCursor(spec, id, cursor, ascending)}`, ascending, limit + 1),
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: cursor.towards === 'next' ? page : page.reverse(), more };
}

/** The rows at `offset` of `count` matching rows, read from whichever end is nearer. */
export async function pageByPosition(
  db: Db,
  where: SQL,
  offset: number,
  count: number,
  limit: number,
): Promise<EventLogRecord[]> {
  const { fromEnd, take, skip, scanAscending } = positionWindow(offset, count, limit, false);
  const rows = await rowsOf<EventLogRecord>(db, selectPage(where, scanAscending, take, skip));
  return fromEnd ? rows.reverse() : rows;
}

/** The matching rows counted up to `cap + 1` (stops early: an index range of at most that many rows). */
export async function cappedCount(db: Db, where: SQL, cap: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${eventLog} where ${where} limit ${cap + 1}) capped`,
  );
  return row?.n ?? 0;
}

export async function exactCount(db: Db, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${eventLog} where ${where}`,
  );
  return row?.n ?? 0;
}

export async function findEntry(db: Db, accountId: string, entryId: string): Promise<EventLogRecord | null> {
  const [row] = await rowsOf<EventLogRecord>(
    db,
    sql`select ${columns} from ${eventLog} where ${eventLog.accountId} = ${accountId} and ${eventLog.id} = ${entryId}`,
  );
  return row ?? null;
}

/**
 * Deletes up to `batch` rows created before `before` (any account); the number deleted. The
 * retention job repeats it until a batch comes back short, so no statement holds many locks.
 */
export async function deleteOlderBatch(db: Db, before: Date, batch: number): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from ${eventLog} where ${eventLog.id} in (
          select ${eventLog.id} from ${eventLog} where ${eventLog.createdAt} < ${before.toISOString()}::timestamptz
          limit ${batch})
        returning ${eventLog.id}`,
  );
  return rows.length;
}
