import type { FilterCondition, FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { PulpitRange } from '@zaplecze/contract/pulpit/pulpit';
import { lowStockThreshold } from '@zaplecze/contract/pulpit/pulpit';
import { encodeListFilter } from '../../lib/orders-list-url';

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The list's date filter is exclusive: after the day before `from` and before the day after `to`. */
function periodConditions(range: PulpitRange): FilterCondition[] {
  return [
    { fieldId: 'orderDate', operator: 'after', value: shiftDay(range.from, -1) },
    { fieldId: 'orderDate', operator: 'before', value: shiftDay(range.to, 1) },
  ];
}

function ordersPath(params: Record<string, string | undefined>, filter: FilterGroup): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  search.set('f', encodeListFilter(filter));
  return `/dashboard/orders?${search}`;
}

export interface OrdersLinkOptions {
  source?: string;
  statusId?: string;
  groupId?: string | null;
  currency?: string;
  day?: string;
}

/** The orders list showing the orders behind a figure or a chart's bar of the period. */
export function ordersLink(range: PulpitRange, options: OrdersLinkOptions = {}): string {
  const conditions = periodConditions(options.day ? { from: options.day, to: options.day, days: 1 } : range);
  if (options.source) conditions.push({ fieldId: 'source', operator: 'equals', value: options.source });
  if (options.currency) conditions.push({ fieldId: 'currency', operator: 'equals', value: options.currency });
  return ordersPath(
    {
      status: options.statusId,
      group: options.groupId === undefined ? undefined : (options.groupId ?? 'none'),
    },
    { operator: 'AND', conditions, groups: [] },
  );
}

/** Orders in the pending statuses created before the start of `before` (what 'czeka ponad N dni' counts). */
export function waitingLink(before: string, pendingStatusIds: string[]): string {
  return ordersPath(
    {},
    {
      operator: 'AND',
      conditions: [{ fieldId: 'orderDate', operator: 'before', value: before }],
      groups: [
        {
          operator: 'OR',
          conditions: pendingStatusIds.map((id) => ({ fieldId: 'status', operator: 'equals', value: id })),
          groups: [],
        },
      ],
    },
  );
}

/** The orders in the pending statuses now. */
export function pendingLink(pendingStatusIds: string[]): string {
  return ordersPath(
    {},
    {
      operator: 'AND',
      conditions: [],
      groups: [
        {
          operator: 'OR',
          conditions: pendingStatusIds.map((id) => ({ fieldId: 'status', operator: 'equals', value: id })),
          groups: [],
        },
      ],
    },
  );
}

/** The products list filtered like the orders list (`f`): in stock, below the threshold. */
export function lowStockLink(): string {
  const filter: FilterGroup = {
    operator: 'AND',
    conditions: [
      { fieldId: 'stock', operator: 'greaterThan', value: 0 },
      { fieldId: 'stock', operator: 'lessThan', value: lowStockThreshold },
    ],
    groups: [],
  };
  return `/dashboard/products?f=${encodeListFilter(filter)}`;
}

export const outOfStockLink = () =>
  `/dashboard/products?f=${encodeListFilter({ operator: 'AND', conditions: [{ fieldId: 'stock', operator: 'lessThanOrEqual', value: 0 }], groups: [] })}`;

export const returnsLink = '/dashboard/returns';
export const plansLink = '/settings/plans';

/** The import logs; `run` opens that import's details, `status` filters the list. */
export function importLogsLink(options: { run?: string; status?: 'Error' } = {}): string {
  const search = new URLSearchParams(
    Object.entries(options).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const query = search.toString();
  return `/dashboard/products-import-export/logs${query ? `?${query}` : ''}`;
}
