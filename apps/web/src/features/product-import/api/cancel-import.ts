import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export const cancelImport = (taskId: string) => api.post<void>(`${importBase}/tasks/${taskId}/cancel`);

/** 'Przerwij import': the polled task and the log entry show the stop. */
export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: (_, taskId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: importKeys.task(taskId) }),
        client.invalidateQueries({ queryKey: importKeys.allLogs }),
      ]),
  });
}
