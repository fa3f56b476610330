import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importKeys } from './keys';

/** Helper B's export job API (api-contract.md). */
export interface ExportJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  fileName: string | null;
  error: string | null;
}

export function useExportJob(jobId: string | null) {
  return useQuery({
    queryKey: importKeys.exportJob(jobId),
    queryFn: () => api.get<ExportJob>(`/api/products/export/${jobId}`),
    enabled: !!jobId,
    refetchInterval: (query) => (['done', 'failed'].includes(query.state.data?.status ?? '') ? false : 1000),
  });
}
