import { useQuery } from '@tanstack/react-query';
import type { ProductBulkJob, ProductExportJob } from '@zaplecze/contract/products/products-list';
import { api } from '../../../../lib/api-client';
import { productsKeys } from './keys';

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
