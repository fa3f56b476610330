import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageSizes } from '@zaplecze/contract/common/pagination';
import {
  cleanCustomInline,
  parseCustomInlineParam,
  type CustomInlineFilters,
} from '@zaplecze/contract/products/product-custom-filters';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import {
  productSortFields,
  serializeProductFilter,
  type ProductSortField,
} from '@zaplecze/contract/products/products-list';
import { decodeListFilter, encodeListFilter } from '../../../lib/orders-list-url';

/** Filters of the advanced panel (spec 002 §3), kept in the URL under the same names as the API's. */
export const panelKeys = [
  'name',
  'sku',
  'ean',
  'productId',
  'location',
  'stockStatus',
  'warehouseId',
  'priceListId',
  'priceFrom',
  'priceTo',
  'stockFrom',
  'stockTo',
  'dateFrom',
  'dateTo',
  'categoryId',
  'producerId',
  'tags',
] as const;
export type PanelKey = (typeof panelKeys)[number];
export type PanelValues = Partial<Record<PanelKey, string>>;

export interface ProductsListState {
  page: number;
  limit: number;
  sort: ProductSortField;
  type: string | null;
  status: string | null;
  search: string;
  panel: PanelValues;
  /** The panel's 'Pola własne': per field key, as the API's `custom` parameter (URL `custom`, JSON). */
  custom: CustomInlineFilters;
  filter: FilterGroup | null;
  /** Which filter is open: the inline panel or the conditional builder (they swap, spec 002 §2.1). */
  view: 'panel' | 'builder' | null;
}

/** The list's view in the URL: page, size, sort, the two dropdowns, search, panel fields, `custom`, `f` (builder tree), `view`. */
export function readState(params: URLSearchParams): ProductsListState {
  const size = Number(params.get('size'));
  const sort = params.get('sort') as ProductSortField | null;
  const encoded = params.get('f');
  const view = params.get('view');
  const panel: PanelValues = {};
  for (const key of panelKeys) {
    const value = params.get(key);
    if (value) panel[key] = value;
  }
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    limit: (pageSizes as readonly number[]).includes(size) ? size : 20,
    sort: sort && productSortFields.includes(sort) ? sort : '-created',
    type: params.get('type'),
    status: params.get('status'),
    search: params.get('q') ?? '',
    panel,
    custom: readCustom(params.get('custom')),
    filter: encoded ? decodeListFilter(encoded) : null,
    view: view === 'panel' || view === 'builder' ? view : null,
  };
}

/** The URL's `custom` as entries; a value the contract refuses (edited by hand) is dropped, not sent. */
function readCustom(text: string | null): CustomInlineFilters {
  if (!text) return {};
  const parsed = parseCustomInlineParam(text);
  return parsed.ok ? cleanCustomInline(parsed.filters) : {};
}

/** `custom` as the URL and the API carry it, or undefined when no field has a value. */
export function customParamOf(custom: CustomInlineFilters): string | undefined {
  const clean = cleanCustomInline(custom);
  return Object.keys(clean).length > 0 ? JSON.stringify(clean) : undefined;
}

/** The filters the API takes (list, summary, bulk by filter, export), from the state. */
export function filtersOf(state: ProductsListState): Record<string, string> {
  const filters: Record<string, string> = {};
  if (state.type) filters.type = state.type;
  if (state.status) filters.status = state.status;
  if (state.search.trim()) filters.search = state.search.trim();
  for (const [key, value] of Object.entries(state.panel)) if (value?.trim()) filters[key] = value.trim();
  const custom = customParamOf(state.custom);
  if (custom) filters.custom = custom;
  const filter = state.filter ? serializeProductFilter(state.filter) : undefined;
  if (filter) filters.filter = filter;
  return filters;
}

export function useProductsListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, resetPage = true) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        if (resetPage) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const put = (next: URLSearchParams, key: string, value: string | null | undefined) =>
    value ? next.set(key, value) : next.delete(key);
  return {
    state,
    setPage: useCallback(
      (page: number) => change((next) => put(next, 'page', page > 1 ? String(page) : null), false),
      [change],
    ),
    setLimit: useCallback(
      (limit: number) => change((next) => put(next, 'size', limit === 20 ? null : String(limit))),
      [change],
    ),
    setSort: useCallback(
      (sort: ProductSortField) => change((next) => put(next, 'sort', sort === '-created' ? null : sort)),
      [change],
    ),
    setType: useCallback((type: string | null) => change((next) => put(next, 'type', type)), [change]),
    setStatus: useCallback(
      (status: string | null) => change((next) => put(next, 'status', status)),
      [change],
    ),
    setSearch: useCallback((search: string) => change((next) => put(next, 'q', search)), [change]),
    setPanel: useCallback(
      (values: PanelValues, custom: CustomInlineFilters = {}) =>
        change((next) => {
          for (const key of panelKeys) put(next, key, values[key]?.trim());
          put(next, 'custom', customParamOf(custom));
        }),
      [change],
    ),
    setFilter: useCallback(
      (filter: FilterGroup | null) =>
        change((next) => put(next, 'f', filter ? encodeListFilter(filter) : null)),
      [change],
    ),
    setView: useCallback(
      (view: ProductsListState['view']) => change((next) => put(next, 'view', view), false),
      [change],
    ),
  };
}
