import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { outboxEvents } from '../../db/schema/index';

/**
 * A domain event, written by the service that makes the change inside its write transaction
 * (docs/decisions/outbox-and-webhooks.md): it commits with the change or not at all.
 */
export interface DomainEvent {
  accountId: string;
  /** `order.status_changed`, `product.updated`, … (see the contract's `webhookEventGroups`). */
  type: string;
  resourceType: string;
  resourceId: string;
  /** The resource's version after the change; consumers drop an event older than one they hold. */
  version: number;
  /** The resource (or the change's facts) as the consumers receive it under `data`. */
  data: Record<string, unknown>;
}

let lastMs = 0;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a counter within the
 * millisecond and random bits, so ids made by one process sort in the order they were made.
 */
export function uuidV7(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE(0) & 0x7ff;
  } else {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Rows per insert: a bulk change of 10 000 orders writes its events in a few statements. */
const chunk = 1000;

/**
 * Writes the events in the caller's transaction, set-based (one multi-row insert per 1000).
 * The outbox is written whether or not the account has subscriptions: it is the one source of
 * the account's events for webhooks and for the connectors to come.
 */
export async function emitEvents(tx: Db, events: DomainEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += chunk) {
    await insertRows(
      tx,
      outboxEvents,
      events.slice(start, start + chunk).map((event) => ({
        id: uuidV7(),
        accountId: event.accountId,
        type: event.type,
        resourceType: event.resourceType,
        resourceId: event.resourceId,
        resourceVersion: event.version,
        data: event.data,
      })),
    );
  }
}

/**
 * Writes the events a SELECT describes, in one INSERT … SELECT in the caller's transaction: for
 * batches whose facts are rows of the owner's tables (a product import batch, stock levels), so
 * the facts are never read into the process and written back. `rows` yields `n` (1…`count`, the
 * order), `account_id`, `resource_id`, `resource_version` and `data`; at most `count` rows.
 */
export async function emitEventsFrom(
  tx: Db,
  event: { type: string; resourceType: string },
  count: number,
  rows: SQL,
): Promise<void> {
  if (count === 0) return;
  const ids = Array.from({ length: count }, () => uuidV7());
  await tx.execute(sql`
    insert into outbox_events (id, account_id, type, resource_type, resource_id, resource_version, data)
    select e.eid, r.account_id, ${event.type}, ${event.resourceType}, r.resource_id, r.resource_version, r.data
      from (${rows}) r
      join unnest(${sql.param(ids)}::uuid[]) with ordinality as e(eid, n) on e.n = r.n
     order by r.n`);
}

export async function emitEvent(tx: Db, event: DomainEvent): Promise<void> {
  await emitEvents(tx, [event]);
}

export interface StoredEvent {
  id: string;
  seq: number;
  accountId: string;
  type: string;
  resourceType: string;
  resourceId: string;
  version: number;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The oldest events no consumer has taken yet, marked taken, in the outbox's order, inside the
 * caller's transaction (a rollback gives them back). The webhook dispatcher is that consumer.
 */
export async function takeNewEvents(tx: Db, limit: number): Promise<StoredEvent[]> {
  const rows = await rowsOf<{
    id: string;
    seq: string | number;
    account_id: string;
    type: string;
    resource_type: string;
    resource_id: string;
    resource_version: number;
    data: Record<string, unknown>;
    created_at: Date | string;
  }>(
    tx,
    sql`update ${outboxEvents} o set dispatched_at = now()
          from (select id from ${outboxEvents} where dispatched_at is null order by seq limit ${limit}
                for update skip locked) picked
         where o.id = picked.id
        returning o.id, o.seq, o.account_id, o.type, o.resource_type, o.resource_id, o.resource_version,
                  o.data, o.created_at`,
  );
  return rows
    .map((row) => ({
      id: row.id,
      seq: Number(row.seq),
      accountId: row.account_id,
      type: row.type,
      resourceType: row.resource_type,
      resourceId: row.resource_id,
      version: row.resource_version,
      data: row.data,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Deletes dispatched outbox events created before `before`, at most `batchSize` per statement,
 * one account at a time over the (account, seq) index: the account's oldest seq not to delete is
 * found first (a short walk from its lowest seq, the old rows being the ones in front), then rows
 * below it go in batches. Events not yet dispatched are kept whatever their age. The number deleted.
 */
export async function purgeDispatchedEvents(db: Db, before: Date, batchSize: number): Promise<number> {
  const accounts = await rowsOf<{ id: string }>(db, sql`select id::text as id from accounts`);
  let total = 0;
  for (const { id } of accounts) {
    const [bound] = await rowsOf<{ seq: string | number | null }>(
      db,
      sql`select min(seq) as seq from (
            select seq from outbox_events where account_id = ${id} and created_at >= ${before}
             order by seq limit 1) newest`,
    );
    const below = bound?.seq === null || bound?.seq === undefined ? null : Number(bound.seq);
    for (;;) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (
              delete from outbox_events where id in (
                select id from outbox_events
                 where account_id = ${id} ${below === null ? sql`` : sql`and seq < ${below}`}
                   and created_at < ${before} and dispatched_at is not null
                 order by seq limit ${batchSize})
              returning 1)
            select count(*)::int as n from gone`,
      );
      total += row!.n;
      if (row!.n < batchSize) break;
    }
  }
  return total;
}
