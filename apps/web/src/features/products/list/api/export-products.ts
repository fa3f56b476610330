import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { FilterParams } from './keys';

export function useExportProducts() {
  return useMutation({
    mutationFn: (body: { format: 'csv' | 'xlsx'; query: FilterParams }) =>
      api.post<{ jobId: string }>('/api/products/export', body),
  });
}
