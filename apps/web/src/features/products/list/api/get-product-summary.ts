import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productsKeys, type FilterParams } from './keys';

/** The exact count, asked for only when the page's count is a lower bound. */
export function useProductSummary(filters: FilterParams, enabled: boolean) {
  return useQuery({
    queryKey: productsKeys.summary(filters),
    queryFn: ({ signal }) => api.get<{ count: number }>('/api/products/summary', { ...filters }, signal),
    enabled,
  });
}
