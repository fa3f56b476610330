import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  AutoCategoryRunBody,
  AutoCategoryRunJob,
  CurrentAutoCategoryRunResponse,
} from '@zaplecze/contract/auto-categories/auto-categories';
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

/** A run already under way when the page opens (started here earlier, or by a colleague). */
export function useCurrentRun(enabled: boolean) {
  return useQuery({
    queryKey: ['auto-categories', 'run', 'current'],
    queryFn: ({ signal }) =>
      api.get<CurrentAutoCategoryRunResponse>('/api/auto-category-rules/run/current', undefined, signal),
    enabled,
  });
}

/**
 * Which run the page follows: the one started here, else one already under way when the page
 * opened, until the user dismisses it.
 */
export function useFollowedRun(enabled: boolean) {
  const [startedId, setStartedId] = useState<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const current = useCurrentRun(enabled).data?.run;
  const runId = startedId ?? (current && current.id !== dismissedId ? current.id : null);
  return {
    runId,
    follow: setStartedId,
    dismiss: () => {
      setStartedId(null);
      setDismissedId(runId);
    },
  };
}
