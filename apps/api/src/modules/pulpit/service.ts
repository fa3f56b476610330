import { defaultCurrency, fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import {
  changePct,
  type PulpitOrders,
  type PulpitQuery,
  type PulpitResponse,
  type PulpitRange,
} from '@zaplecze/contract/pulpit/pulpit';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { listStatuses } from '../order-statuses/service';
import { importsAttention, licenceAttention, lowStock, outOfStockReserved } from './attention';
import { addDays, resolvePeriod, warsawToday } from './period';
import { settleProductStats } from './product-stats';
import {
  noStatusKey,
  pendingCounts,
  perDay,
  perSource,
  shippedAndReturns,
  statusBuckets,
  statusGroupsOf,
  topProducts,
  type StatusBucket,
} from './repository';

export { deferProductStats, settleProductStats } from './product-stats';

const noStatusColor = '#868E96';
const ungroupedLabel = 'Bez grupy';

interface Totals {
  orders: number;
  plnOrders: number;
  plnGrosze: number;
  otherGrosze: Map<string, number>;
}

/** Orders and sales of one period from the buckets; cancelled orders are not sales. */
function totalsOf(buckets: StatusBucket[], cancelled: string[]): Totals {
  const totals: Totals = { orders: 0, plnOrders: 0, plnGrosze: 0, otherGrosze: new Map() };
  for (const bucket of buckets) {
    if (cancelled.includes(bucket.statusKey)) continue;
    totals.orders += bucket.orders;
    const grosze = toGrosze(bucket.gross);
    if (bucket.currency === defaultCurrency) {
      totals.plnGrosze += grosze;
      totals.plnOrders += bucket.orders;
    } else totals.otherGrosze.set(bucket.currency, (totals.otherGrosze.get(bucket.currency) ?? 0) + grosze);
  }
  return totals;
}

const pln = (grosze: number) => ({ amount: fromGrosze(grosze), currency: defaultCurrency });
/** The average order in PLN: PLN sales over PLN orders (half-up to the grosz). */
const average = (totals: Totals) =>
  totals.plnOrders === 0 ? 0 : Math.round(totals.plnGrosze / totals.plnOrders);

function statusGroups(
  buckets: StatusBucket[],
  statuses: OrderStatus[],
  groups: { id: string; name: string }[],
): PulpitOrders['byStatusGroup'] {
  const perStatus = new Map<string, number>();
  for (const bucket of buckets)
    perStatus.set(bucket.statusKey, (perStatus.get(bucket.statusKey) ?? 0) + bucket.orders);
  const sections = [
    ...groups.map((g) => ({ groupId: g.id as string | null, name: g.name })),
    { groupId: null, name: ungroupedLabel },
  ];
  const result: PulpitOrders['byStatusGroup'] = [];
  for (const section of sections) {
    const members = statuses
      .filter((s) => s.groupId === section.groupId)
      .map((s) => ({
        statusId: s.id as string | null,
        name: s.internalName,
        color: s.color,
        orders: perStatus.get(s.id) ?? 0,
      }));
    if (section.groupId === null && perStatus.get(noStatusKey)) {
      members.push({
        statusId: null,
        name: 'Bez statusu',
        color: noStatusColor,
        orders: perStatus.get(noStatusKey)!,
      });
    }
    const orders = members.reduce((sum, m) => sum + m.orders, 0);
    if (orders === 0) continue;
    result.push({
      ...section,
      color: members[0]?.color ?? noStatusColor,
      orders,
      statuses: members.filter((m) => m.orders > 0),
    });
  }
  return result;
}

async function orderPart(
  db: Db,
  accountId: string,
  range: PulpitRange,
  previous: PulpitRange,
  waitingBefore: string,
): Promise<{ orders: PulpitOrders; waitingOlder: number }> {
  // Lines an import (running, or stopped by a crash) left as deltas count before the figures are read.
  await settleProductStats(db, accountId);
  const [{ data: statuses }, groups] = await Promise.all([
    listStatuses(db, accountId),
    statusGroupsOf(db, accountId),
  ]);
  // Pending as the orders list's tiles count it (spec 001 §4): statuses of kind 'new' or 'processing'.
  const pending = statuses.filter((s) => s.code === 'new' || s.code === 'processing').map((s) => s.id);
  const cancelled = statuses.filter((s) => s.code === 'cancelled').map((s) => s.id);
  const [buckets, days, sources, counts, tops, waiting] = await Promise.all([
    statusBuckets(db, accountId, range, previous),
    perDay(db, accountId, range, cancelled),
    perSource(db, accountId, range, cancelled),
    shippedAndReturns(db, accountId, range, previous),
    topProducts(db, accountId, range),
    pendingCounts(db, accountId, pending, waitingBefore),
  ]);
  const current = buckets.filter((b) => b.current);
  const now = totalsOf(current, cancelled);
  const before = totalsOf(
    buckets.filter((b) => !b.current),
    cancelled,
  );
  const figure = (value: number, prev: number) => ({
    value,
    previous: prev,
    changePct: changePct(value, prev),
  });
  const moneyFigure = (value: number, prev: number) => ({
    value: pln(value),
    previous: pln(prev),
    changePct: changePct(value, prev),
  });
  const orders: PulpitOrders = {
    figures: {
      orders: figure(now.orders, before.orders),
      sales: moneyFigure(now.plnGrosze, before.plnGrosze),
      averageOrder: moneyFigure(average(now), average(before)),
      shipped: figure(counts.shipped, counts.shipped_before),
      returns: figure(counts.returns, counts.returns_before),
      waiting: waiting.now,
      otherCurrencies: [...now.otherGrosze]
        .filter(([, grosze]) => grosze !== 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, grosze]) => ({ amount: fromGrosze(grosze), currency })),
    },
    perDay: fillDays(range, days),
    bySource: sources,
    byStatusGroup: statusGroups(current, statuses, groups),
    topByQuantity: tops.byQuantity,
    topByValue: tops.byValue,
    pendingStatusIds: pending,
  };
  return { orders, waitingOlder: waiting.older };
}

/** Every day of the period, zero where nothing was ordered, so the chart's axis has no gaps. */
function fillDays(range: PulpitRange, days: PulpitOrders['perDay']): PulpitOrders['perDay'] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: range.days }, (_, i) => {
    const day = addDays(range.from, i);
    return byDay.get(day) ?? { day, orders: 0, sales: '0.00' };
  });
}

export async function pulpitOf(
  { db, jobs }: { db: Db; jobs: JobQueue },
  accountId: string,
  permissions: readonly string[],
  query: PulpitQuery,
  now = new Date(),
): Promise<PulpitResponse> {
  const can = { orders: permissions.includes('oms.read'), products: permissions.includes('pim.read') };
  const { range, previous } = resolvePeriod(query, now);
  const waitingBefore = addDays(warsawToday(now), -query.waitingDays);
  const [orderData, low, short, imports, licence] = await Promise.all([
    can.orders ? orderPart(db, accountId, range, previous, waitingBefore) : null,
    can.products ? lowStock(db, accountId) : null,
    can.products ? outOfStockReserved(db, accountId) : null,
    can.products ? importsAttention(db, jobs, accountId, now) : null,
    licenceAttention(db, accountId, can, now),
  ]);
  return {
    period: query.period,
    range,
    previous,
    orders: orderData?.orders ?? null,
    attention: {
      waitingOrders: orderData
        ? { count: orderData.waitingOlder, days: query.waitingDays, before: waitingBefore }
        : null,
      lowStock: low,
      outOfStockReserved: short,
      imports,
      licence,
    },
  };
}
