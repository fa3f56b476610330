import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { api } from '../../../../lib/api-client';
import { keysetCursors } from '../../../../lib/keyset-cursors';
import { productsKeys, type ProductsQuery } from './keys';

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
