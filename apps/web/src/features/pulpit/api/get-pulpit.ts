import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { api } from '../../../lib/api-client';
import { pulpitKeys, type PulpitSelection } from './keys';

export type { PulpitSelection } from './keys';

const importPollMs = 5000;

export function usePulpit(selection: PulpitSelection) {
  const query = selection.period === 'custom' ? selection : { period: selection.period };
  return useQuery({
    queryKey: pulpitKeys.pulpit(query),
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
