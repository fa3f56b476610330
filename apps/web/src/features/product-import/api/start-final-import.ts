import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export const startFinalImport = (taskId: string) =>
  api.post<{ taskId: string }>(`${importBase}/tasks/${taskId}/import`);

/** The final import as a job: its log entry appears at once ('W trakcie'). */
export function useStartFinalImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startFinalImport,
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.allLogs }),
  });
}
