import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { orderSortFields, type OrderSortField } from '@zaplecze/contract/orders/orders';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { pageSizes } from '@zaplecze/contract/common/pagination';
import { decodeFilter, encodeFilter } from './filter/filter-tree';

/** Everything that decides which orders the list shows; it lives in the URL so a view can be shared. */
export interface OrdersListState {
  statusId?: string;
  filter: FilterGroup | null;
  page: number;
  limit: number;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
}

export const defaultLimit = 20;
const idPattern = /^([0-9a-f-]{36}|none)$/i;

export function parseListState(params: URLSearchParams): OrdersListState {
  const id = (key: string) => {
    const value = params.get(key);
    return value && idPattern.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  const limit = Number(params.get('size'));
  const sort = params.get('sort') as OrderSortField | null;
  const encoded = params.get('f');
  return {
    statusId: id('status'),
    filter: encoded ? decodeFilter(encoded) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : defaultLimit,
    sort: sort && orderSortFields.includes(sort) ? sort : 'createdAt',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** Writes only what differs from the defaults, so a plain list keeps a plain URL. */
export function toSearchParams(state: OrdersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.statusId) params.set('status', state.statusId);
  if (state.filter) params.set('f', encodeFilter(state.filter));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== defaultLimit) params.set('size', String(state.limit));
  if (state.sort !== 'createdAt') params.set('sort', state.sort);
  if (state.direction !== 'desc') params.set('dir', state.direction);
  return params;
}

export function useOrdersListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);

  const update = useCallback(
    (change: (current: OrdersListState) => OrdersListState, replace = false) =>
      setParams((current) => toSearchParams(change(parseListState(current))), { replace }),
    [setParams],
  );
  const clampPage = useCallback((page: number) => update((s) => ({ ...s, page }), true), [update]);

  return {
    state,
    hasCriteria: Boolean(state.statusId || state.filter),
    setStatus: (statusId?: string) => update((s) => ({ ...s, statusId, page: 1 })),
    setFilter: (filter: FilterGroup | null) => update((s) => ({ ...s, filter, page: 1 })),
    setPage: (page: number) => update((s) => ({ ...s, page })),
    clampPage,
    setLimit: (limit: number) => update((s) => ({ ...s, limit, page: 1 })),
    setSort: (sort: OrderSortField) =>
      update((s) => ({
        ...s,
        sort,
        direction: s.sort === sort && s.direction === 'desc' ? 'asc' : 'desc',
        page: 1,
      })),
    clearAll: () => update((s) => ({ ...s, statusId: undefined, filter: null, page: 1 })),
  };
}

export type OrdersListControls = ReturnType<typeof useOrdersListState>;
