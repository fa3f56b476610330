import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBulkBody } from '@zaplecze/contract/products/products-list';
import { api } from '../../../../lib/api-client';
import { productsKeys, type FilterParams } from './keys';

export type BulkResult = { done: number; skipped: number; message: string } | { jobId: string };

export function useBulkProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProductBulkBody, 'query'> & { query?: FilterParams }) =>
      api.post<BulkResult>('/api/products/bulk', body),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
