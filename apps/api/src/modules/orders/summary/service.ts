import { eq, sql } from 'drizzle-orm';
import { defaultCurrency, fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { OrderCounts, OrderSummary, orderSummaryQuery } from '@zaplecze/contract/orders/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { orderCounts, orders } from '../../../db/schema/index';
import { rowsOf } from '../../../db/rows';
import { buildScope, parseFilterText, scopeCondition, statusCatalog, type OrderScope } from '../scope';
import { cachedSummary, holdsSummary, storeSummary, type SummaryBucket } from './cache';

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

const fingerprintOf = (counters: CounterRow[]) =>
  counters
    .map((row) => `${row.statusKey}:${row.archived}:${row.currency}:${row.orders}:${row.gross}`)
    .sort()
    .join('|');

/** Under which key a conditional filter's summary is remembered (see cache.ts). */
export const summaryKey = (scope: OrderScope, filterText: string | undefined) =>
  `${scope.accountId}|${JSON.stringify([scope.statusIds, scope.archived, filterText])}`;

const total = (buckets: SummaryBucket[]) => buckets.reduce((sum, bucket) => sum + bucket.orders, 0);

/**
 * The exact count of the orders in scope when it costs no scan of them: from the maintained
 * counters without a conditional filter, or from a remembered summary of the same filter.
 */
export async function knownCount(db: Db, scope: OrderScope, key: string): Promise<number | undefined> {
  // A filter not summarised lately (most first requests) has nothing to check the counters against.
  if (scope.filter && !holdsSummary(key)) return undefined;
  const counters = await counterRows(db, scope.accountId);
  if (!scope.filter) return total(fromCounters(scope, counters));
  const cached = cachedSummary(key, fingerprintOf(counters));
  return cached && total(cached);
}

/**
 * The buckets of the orders in scope. Without a conditional filter they come from the maintained
 * counters (constant time); with one, from a single aggregate over the matches, remembered under
 * `key` while the counters stay as they are (see cache.ts).
 */
export async function summaryBuckets(db: Db, scope: OrderScope, key?: string): Promise<SummaryBucket[]> {
  const counters = await counterRows(db, scope.accountId);
  if (!scope.filter) return fromCounters(scope, counters);
  const fingerprint = fingerprintOf(counters);
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

/** The exact count, remembered with the summary of a conditional filter. */
export async function exactCount(db: Db, scope: OrderScope, key: string): Promise<number> {
  return total(await summaryBuckets(db, scope, key));
}

export async function summarize(
  db: Db,
  scope: OrderScope,
  kinds: { pending: string[]; completed: string[] },
): Promise<OrderSummary> {
  return summaryOf(await summaryBuckets(db, scope), kinds);
}

/**
 * GET /api/orders/summary: the tiles and the exact count of the orders the list shows. The list
 * does not wait for it; this answer also makes the list's later pages of the same filter exact.
 */
export async function orderSummaryOf(
  db: Db,
  accountId: string,
  query: z.output<typeof orderSummaryQuery>,
): Promise<OrderSummary> {
  const rootGroup = parseFilterText(query.filter);
  const catalog = await statusCatalog(db, accountId);
  const scope = buildScope(accountId, { ...query, rootGroup }, catalog.statuses);
  return summaryOf(await summaryBuckets(db, scope, summaryKey(scope, query.filter)), catalog);
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
