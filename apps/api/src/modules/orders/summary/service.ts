import { eq, sql } from 'drizzle-orm';
import { defaultCurrency, fromGrosze, toGrosze } from '@zaplecze/contract/money';
import type { OrderCounts, OrderSummary } from '@zaplecze/contract/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses';
import type { Db } from '../../../db/client';
import { orderCounts, orders } from '../../../db/schema/index';
import { rowsOf } from '../repository';
import { scopeCondition, type OrderScope } from '../scope';
import { cachedSummary, storeSummary, type SummaryBucket } from './cache';

const noStatusKey = '00000000-0000-0000-0000-000000000000';

/** The four tiles from the buckets; which statuses are pending or completed comes from the status codes. */
export function summaryOf(
  buckets: SummaryBucket[],
  kinds: { pending: string[]; completed: string[] },
): OrderSummary {
  const byCurrency = new Map<string, number>();
  let count = 0;
  let pending = 0;
  let completed = 0;
  for (const bucket of buckets) {
    count += bucket.orders;
    if (kinds.pending.includes(bucket.statusKey)) pending += bucket.orders;
    if (kinds.completed.includes(bucket.statusKey)) completed += bucket.orders;
    byCurrency.set(bucket.currency, (byCurrency.get(bucket.currency) ?? 0) + toGrosze(bucket.gross));
  }
  const otherCurrencies = [...byCurrency]
    .filter(([currency, grosze]) => currency !== defaultCurrency && grosze !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, grosze]) => ({ amount: fromGrosze(grosze), currency }));
  return {
    count,
    pending,
    completed,
    totalValue: { amount: fromGrosze(byCurrency.get(defaultCurrency) ?? 0), currency: defaultCurrency },
    otherCurrencies,
  };
}

interface CounterRow {
  statusKey: string;
  archived: boolean;
  currency: string;
  orders: number;
  gross: string;
}

async function counterRows(db: Db, accountId: string): Promise<CounterRow[]> {
  return db
    .select({
      statusKey: orderCounts.statusKey,
      archived: orderCounts.archived,
      currency: orderCounts.currency,
      orders: orderCounts.orders,
      gross: orderCounts.gross,
    })
    .from(orderCounts)
    .where(eq(orderCounts.accountId, accountId));
}

function fromCounters(scope: OrderScope, counters: CounterRow[]): SummaryBucket[] {
  const statusMatches = (key: string) =>
    scope.statusIds === undefined
      ? true
      : scope.statusIds === 'none'
        ? key === noStatusKey
        : scope.statusIds.includes(key);
  const archivedMatches = (archived: boolean) =>
    scope.archived === 'include' || archived === (scope.archived === 'only');
  return counters
    .filter((row) => statusMatches(row.statusKey) && archivedMatches(row.archived))
    .map((row) => ({
      statusKey: row.statusKey,
      currency: row.currency,
      orders: Number(row.orders),
      gross: row.gross,
    }));
}

/**
 * The buckets of the orders in scope. Without a conditional filter they come from the maintained
 * counters (constant time); with one, from a single aggregate over the matches, remembered under
 * `cacheKey` while the counters stay as they are (see summary-cache.ts).
 */
export async function summaryBuckets(db: Db, scope: OrderScope, cacheKey?: string): Promise<SummaryBucket[]> {
  const counters = await counterRows(db, scope.accountId);
  if (!scope.filter) return fromCounters(scope, counters);
  const fingerprint = counters
    .map((row) => `${row.statusKey}:${row.archived}:${row.currency}:${row.orders}:${row.gross}`)
    .sort()
    .join('|');
  const key = cacheKey && `${scope.accountId}|${cacheKey}`;
  const cached = key ? cachedSummary(key, fingerprint) : undefined;
  if (cached) return cached;
  const buckets = (
    await rowsOf<{ status_key: string | null; currency: string; orders: number; gross: string }>(
      db,
      sql`select ${orders.statusId} as status_key, ${orders.currency} as currency, count(*)::int as orders,
                 sum(${orders.totalGross})::text as gross
            from ${orders} where ${scopeCondition(scope)} group by 1, 2`,
    )
  ).map((row) => ({
    statusKey: row.status_key ?? noStatusKey,
    currency: row.currency,
    orders: row.orders,
    gross: row.gross,
  }));
  if (key) storeSummary(key, fingerprint, buckets);
  return buckets;
}

export async function summarize(
  db: Db,
  scope: OrderScope,
  kinds: { pending: string[]; completed: string[] },
): Promise<OrderSummary> {
  return summaryOf(await summaryBuckets(db, scope), kinds);
}

/** The sidebar: every status of the account with its count, the groups' sums, 'Bez grupy' and the total. */
export async function sidebarCounts(
  db: Db,
  accountId: string,
  statuses: OrderStatus[],
): Promise<OrderCounts> {
  const byStatus = new Map<string, number>();
  for (const row of await counterRows(db, accountId)) {
    if (row.archived) continue;
    byStatus.set(row.statusKey, (byStatus.get(row.statusKey) ?? 0) + Number(row.orders));
  }
  const groups = new Map<string, number>();
  let ungrouped = 0;
  for (const status of statuses) {
    const count = byStatus.get(status.id) ?? 0;
    if (status.groupId) groups.set(status.groupId, (groups.get(status.groupId) ?? 0) + count);
    else ungrouped += count;
  }
  return {
    total: [...byStatus.values()].reduce((sum, count) => sum + count, 0),
    ungrouped,
    noStatus: byStatus.get(noStatusKey) ?? 0,
    statuses: statuses.map((status) => ({ statusId: status.id, count: byStatus.get(status.id) ?? 0 })),
    groups: [...groups].map(([groupId, count]) => ({ groupId, count })),
  };
}
