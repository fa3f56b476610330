import { useMutation, useQuery } from '@tanstack/react-query';
import type { DpdBulkBody, DpdBulkRun } from '@zaplecze/contract/dpd/dpd-bulk';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

/** "Utwórz przesyłki DPD": the server answers with the run its job works through. */
export function useStartDpdBulk() {
  return useMutation({
    mutationFn: (body: DpdBulkBody) =>
      api.post<{ runId: string; total: number }>('/api/dpd/bulk-shipments', body),
  });
}

const finished = (run: DpdBulkRun | undefined) => run?.state === 'completed' || run?.state === 'failed';

/** Polls once a second until the run has finished. */
export function useDpdBulkRun(id: string) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'dpd-bulk', id],
    queryFn: () => api.get<DpdBulkRun>(`/api/dpd/bulk-shipments/${id}`),
    staleTime: 0,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });
}
