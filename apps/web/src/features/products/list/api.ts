import type { ProductExportDescriptions } from '@zaplecze/contract/products-list';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductBulkBody,
  ProductBulkJob,
  ProductExportJob,
  ProductList,
} from '@zaplecze/contract/products-list';
import { api, ApiError } from '../../../lib/api-client';
import { keysetCursors } from '../../../lib/keyset-cursors';

/** The list's filters as the API's query parameters (names of `productListFilters`). */
export type FilterParams = Record<string, string>;
export interface ProductsQuery {
  filters: FilterParams;
  page: number;
  limit: number;
  sort: string;
}

export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (query: ProductsQuery) => [...productsKeys.lists(), query] as const,
  summary: (filters: FilterParams) => [...productsKeys.all, 'summary', filters] as const,
  options: () => [...productsKeys.all, 'list-options'] as const,
  job: (kind: 'bulk' | 'export', id: string) => [...productsKeys.all, kind, id] as const,
};

/** Keyset cursors for neighbouring pages: hints outside the cache key, as in the orders list. */
const pages = keysetCursors(
  ({ page: _page, ...list }: ProductsQuery) => list,
  (query: ProductsQuery, cursor, signal) =>
    api.get<ProductList>(
      '/api/products',
      { ...query.filters, page: query.page, limit: query.limit, sort: query.sort, cursor },
      signal,
    ),
);

export function useProducts(query: ProductsQuery) {
  return useQuery({
    queryKey: productsKeys.list(query),
    queryFn: ({ signal }) => pages.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The exact count, asked for only when the page's count is a lower bound. */
export function useProductSummary(filters: FilterParams, enabled: boolean) {
  return useQuery({
    queryKey: productsKeys.summary(filters),
    queryFn: ({ signal }) => api.get<{ count: number }>('/api/products/summary', { ...filters }, signal),
    enabled,
  });
}

export interface Option {
  id: string;
  name: string;
}
export interface ListOptions {
  categories: Option[];
  producers: Option[];
  warehouses: Option[];
  priceLists: Option[];
}

const names = (body: { data?: Option[] } | Option[]) => (Array.isArray(body) ? body : (body.data ?? []));

/** The pickers of the filter panel: GET /api/products/options, or the dictionaries one by one. */
async function listOptions(signal: AbortSignal): Promise<ListOptions> {
  try {
    return await api.get<ListOptions>('/api/products/options', undefined, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
  }
  const [categories, producers, warehouses, priceLists] = await Promise.all(
    [
      ['/api/categories', { size: 100 }],
      ['/api/producers', { limit: 100 }],
      ['/api/warehouses', { limit: 100 }],
      ['/api/price-lists', { limit: 100 }],
    ].map(([path, query]) =>
      api
        .get<{ data?: Option[] }>(path as string, query as Record<string, number>, signal)
        .then(names)
        .catch(() => []),
    ),
  );
  return { categories: categories!, producers: producers!, warehouses: warehouses!, priceLists: priceLists! };
}

export function useListOptions(enabled: boolean) {
  return useQuery({
    queryKey: productsKeys.options(),
    queryFn: ({ signal }) => listOptions(signal),
    enabled,
    staleTime: 60_000,
  });
}

export type BulkResult = { done: number; skipped: number; message: string } | { jobId: string };

export function useProductsMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: productsKeys.all });
  return {
    bulk: useMutation({
      mutationFn: (body: Omit<ProductBulkBody, 'query'> & { query?: FilterParams }) =>
        api.post<BulkResult>('/api/products/bulk', body),
      onSuccess: refresh,
    }),
    exportList: useMutation({
      mutationFn: (body: {
        format: 'csv' | 'xlsx';
        descriptions: ProductExportDescriptions;
        query: FilterParams;
      }) => api.post<{ jobId: string }>('/api/products/export', body),
    }),
    copy: useMutation({
      mutationFn: (id: string) => api.post<{ id: string }>(`/api/products/${id}/copy`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/products/${id}`),
      onSuccess: refresh,
    }),
    refresh,
  };
}

const finished = (status?: string) => status === 'done' || status === 'failed';

/** A job's progress, polled until it is done or failed. */
export function useProductJob<T extends ProductBulkJob | ProductExportJob>(
  kind: 'bulk' | 'export',
  id: string,
) {
  return useQuery({
    queryKey: productsKeys.job(kind, id),
    queryFn: ({ signal }) => api.get<T>(`/api/products/${kind}/${id}`, undefined, signal),
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : 1000),
  });
}
