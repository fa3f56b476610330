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
