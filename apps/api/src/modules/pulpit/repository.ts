import { sql, type SQL } from 'drizzle-orm';
import type { PulpitRange } from '@zaplecze/contract/pulpit/pulpit';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { pulpitTimeZone, splitPeriod } from './period';

export const noStatusKey = '00000000-0000-0000-0000-000000000000';

/** The instant a Warsaw calendar day starts. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${pulpitTimeZone})`;
const dayEnd = (day: string) => sql`(((${day}::date + 1))::timestamp AT TIME ZONE ${pulpitTimeZone})`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const notIn = (column: SQL, ids: string[]) =>
  ids.length ? sql`not (${column} = any(${uuidArray(ids)}))` : sql`true`;

export interface StatusBucket {
  current: boolean;
  statusKey: string;
  currency: string;
  orders: number;
  gross: string;
}

/** Orders and gross per status and currency, for the period and the one before it (daily aggregates). */
export async function statusBuckets(db: Db, accountId: string, range: PulpitRange, previous: PulpitRange) {
  const rows = await rowsOf<{
    current: boolean;
    status_key: string;
    currency: string;
    orders: string;
    gross: string;
  }>(
    db,
    sql`select day >= ${range.from}::date as current, status_key, currency, sum(orders) as orders, sum(gross) as gross
          from order_daily_stats
         where account_id = ${accountId} and day between ${previous.from}::date and ${range.to}::date
         group by 1, 2, 3`,
  );
  return rows.map<StatusBucket>((row) => ({
    current: row.current,
    statusKey: row.status_key,
    currency: row.currency,
    orders: Number(row.orders),
    gross: row.gross,
  }));
}

/** Orders and PLN gross per day of the period, cancelled statuses left out. */
export async function perDay(db: Db, accountId: string, range: PulpitRange, cancelled: string[]) {
  const rows = await rowsOf<{ day: string; orders: string; sales: string }>(
    db,
    sql`select day::text as day, sum(orders) as orders, coalesce(sum(gross) filter (where currency = 'PLN'), 0)::numeric(18,2)::text as sales
          from order_daily_stats
         where account_id = ${accountId} and day between ${range.from}::date and ${range.to}::date
           and ${notIn(sql`status_key`, cancelled)}
         group by day order by day`,
  );
  return rows.map((row) => ({ day: row.day, orders: Number(row.orders), sales: row.sales }));
}

export async function perSource(db: Db, accountId: string, range: PulpitRange, cancelled: string[]) {
  const rows = await rowsOf<{ source: string; orders: string; sales: string }>(
    db,
    sql`select source, sum(orders) as orders, coalesce(sum(gross) filter (where currency = 'PLN'), 0)::numeric(18,2)::text as sales
          from order_daily_stats
         where account_id = ${accountId} and day between ${range.from}::date and ${range.to}::date
           and ${notIn(sql`status_key`, cancelled)}
         group by source having sum(orders) > 0 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ source: row.source, orders: Number(row.orders), sales: row.sales }));
}

/** Orders not archived in the given statuses now, and those of them created before `beforeDay` (Warsaw). */
export async function pendingCounts(db: Db, accountId: string, pending: string[], beforeDay: string) {
  if (pending.length === 0) return { now: 0, older: 0 };
  const [row] = await rowsOf<{ now: string; older: string }>(
    db,
    sql`select coalesce(sum(orders), 0) as now, coalesce(sum(orders) filter (where day < ${beforeDay}::date), 0) as older
          from order_daily_stats
         where account_id = ${accountId} and not archived and status_key = any(${uuidArray(pending)})`,
  );
  return { now: Number(row!.now), older: Number(row!.older) };
}

/** Shipments sent and returns registered in the period and the one before (index-only counts). */
export async function shippedAndReturns(
  db: Db,
  accountId: string,
  range: PulpitRange,
  previous: PulpitRange,
) {
  const [row] = await rowsOf<{
    shipped: number;
    shipped_before: number;
    returns: number;
    returns_before: number;
  }>(
    db,
    sql`select
          (select count(*)::int from order_shipments where account_id = ${accountId}
              and sent_at >= ${dayStart(range.from)} and sent_at < ${dayEnd(range.to)}) as shipped,
          (select count(*)::int from order_shipments where account_id = ${accountId}
              and sent_at >= ${dayStart(previous.from)} and sent_at < ${dayEnd(previous.to)}) as shipped_before,
          (select count(*)::int from order_returns where account_id = ${accountId}
              and created_at >= ${dayStart(range.from)} and created_at < ${dayEnd(range.to)}) as returns,
          (select count(*)::int from order_returns where account_id = ${accountId}
              and created_at >= ${dayStart(previous.from)} and created_at < ${dayEnd(previous.to)}) as returns_before`,
  );
  return row!;
}

export interface TopProductRow {
  name: string;
  sku: string | null;
  quantity: number;
  value: string;
}

/**
 * Top 10 products of the period by quantity and by PLN value, cancelled orders left out: whole
 * months and weeks from the roll-ups, the days left over from the daily rows (index-only reads).
 */
export async function topProducts(db: Db, accountId: string, range: PulpitRange) {
  const { months, weeks, days } = splitPeriod(range);
  const dates = (list: string[]) => sql`${`{${list.join(',')}}`}::date[]`;
  const rows = await rowsOf<{
    ranking: string;
    name: string;
    sku: string | null;
    quantity: number;
    value: string;
  }>(
    db,
    sql`with parts as (
          select product_key, name, sku, currency, quantity, gross from order_product_daily_stats
           where account_id = ${accountId} and day = any(${dates(days)}) and not cancelled
          union all
          select product_key, name, sku, currency, quantity, gross from order_product_period_stats
           where account_id = ${accountId} and grain = 'week' and start = any(${dates(weeks)}) and not cancelled
          union all
          select product_key, name, sku, currency, quantity, gross from order_product_period_stats
           where account_id = ${accountId} and grain = 'month' and start = any(${dates(months)}) and not cancelled),
        lines as (
          select product_key as key, max(name) as name, max(sku) as sku, sum(quantity)::int as quantity,
                 coalesce(sum(gross) filter (where currency = 'PLN'), 0)::numeric(18,2) as value
            from parts group by 1 having sum(quantity) > 0)
        (select 'quantity' as ranking, name, sku, quantity, value::text from lines
          order by lines.quantity desc, lines.value desc, lines.key limit 10)
        union all
        (select 'value', name, sku, quantity, value::text from lines where lines.value > 0
          order by lines.value desc, lines.quantity desc, lines.key limit 10)`,
  );
  const pick = (ranking: string) =>
    rows
      .filter((row) => row.ranking === ranking)
      .map(({ name, sku, quantity, value }) => ({ name, sku, quantity, value }));
  return { byQuantity: pick('quantity'), byValue: pick('value') };
}

export async function statusGroupsOf(db: Db, accountId: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from order_status_groups where account_id = ${accountId} order by position, id`,
  );
}

/** Every order of the account, archived too, from the sidebar counters (what the plan's limit counts). */
export async function accountOrderTotal(db: Db, accountId: string): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select coalesce(sum(orders), 0) as n from order_counts where account_id = ${accountId}`,
  );
  return Number(row!.n);
}
