import { useMutation, useQuery } from '@tanstack/react-query';
import type { AutoCategoryRunBody, AutoCategoryRunJob } from '@zaplecze/contract/auto-categories';
import { jobFinished } from '../../../components/job-progress-card';
import { api } from '../../../lib/api-client';

/** Starts running the active rules over the whole catalogue; the worker reports progress on the job. */
export function useStartRun() {
  return useMutation({
    mutationFn: (body: AutoCategoryRunBody) =>
      api.post<{ jobId: string }>('/api/auto-category-rules/run', body),
  });
}

export function useRun(jobId: string) {
  return useQuery({
    queryKey: ['auto-categories', 'run', jobId],
    queryFn: ({ signal }) =>
      api.get<AutoCategoryRunJob>(`/api/auto-category-rules/run/${jobId}`, undefined, signal),
    refetchInterval: (query) => (jobFinished(query.state.data?.status) ? false : 1000),
  });
}
