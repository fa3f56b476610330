import { useQuery } from '@tanstack/react-query';
import type { OfferedParameters } from '@zaplecze/contract/products/product-core';
import { api } from '../../../../lib/api-client';
import { productEditorKeys } from './keys';

/** The parameters offered first to a product of the category (none without a category). */
export function useOfferedParameters(categoryId: string | null) {
  return useQuery({
    queryKey: productEditorKeys.offered(categoryId ?? ''),
    queryFn: ({ signal }) =>
      api.get<OfferedParameters>('/api/products/offered-parameters', { categoryId: categoryId! }, signal),
    enabled: categoryId !== null && categoryId !== '',
    staleTime: 60_000,
  });
}
