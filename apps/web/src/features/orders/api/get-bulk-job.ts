import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJob } from '@zaplecze/contract/orders/orders-bulk';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getBulkJob(id: string): Promise<BulkJob> {
  return api.get<BulkJob>(`/api/orders/bulk-jobs/${id}`);
}

const finished = (job: BulkJob | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** Polls once a second until the job has finished. */
export function bulkJobQuery(id: string) {
  return queryOptions({
    queryKey: ordersKeys.bulkJob(id),
    queryFn: () => getBulkJob(id),
    staleTime: 0,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });
}

export function useBulkJob(id: string) {
  return useQuery(bulkJobQuery(id));
}
