import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importKeys } from './keys';

export const startExport = (body: { format: 'csv' | 'xlsx'; query: Record<string, string> }) =>
  api.post<{ jobId: string }>('/api/products/export', body);

/** The export job; its file is listed in the logs. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.allLogs }),
  });
}
