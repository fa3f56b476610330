import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PulpitPeriod, PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { api } from '../../lib/api-client';

const importPollMs = 5000;

export interface PulpitSelection {
  period: PulpitPeriod;
  from?: string;
  to?: string;
}

export function usePulpit(selection: PulpitSelection) {
  const query = selection.period === 'custom' ? selection : { period: selection.period };
  return useQuery({
    queryKey: ['pulpit', query],
    queryFn: () => api.get<PulpitResponse>('/api/pulpit', { ...query }),
    placeholderData: keepPreviousData,
    // While an import runs, its progress on the Pulpit follows it.
    refetchInterval: (current) =>
      current.state.data?.attention.imports?.items.some((run) => run.state !== 'failed')
        ? importPollMs
        : false,
    enabled: selection.period !== 'custom' || Boolean(selection.from && selection.to),
  });
}
