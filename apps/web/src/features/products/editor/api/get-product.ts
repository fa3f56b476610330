import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@zaplecze/contract/products/products';
import { api } from '../../../../lib/api-client';
import { productEditorKeys } from './keys';

/** Never refetched behind the user's back: a silent refetch would move the version under the form. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productEditorKeys.product(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${id}`, undefined, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 2,
  });
}

export function useProduct(id: string | null) {
  return useQuery({ ...productQuery(id ?? ''), enabled: id !== null });
}
