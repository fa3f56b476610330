import { useMutation } from '@tanstack/react-query';
import type { ProductExportDescriptions } from '@zaplecze/contract/products/products-list';
import { api } from '../../../../lib/api-client';
import type { FilterParams } from './keys';

export function useExportProducts() {
  return useMutation({
    mutationFn: (body: {
      format: 'csv' | 'xlsx';
      descriptions: ProductExportDescriptions;
      query: FilterParams;
    }) => api.post<{ jobId: string }>('/api/products/export', body),
  });
}
