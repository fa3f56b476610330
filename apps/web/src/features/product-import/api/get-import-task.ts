import { useQuery } from '@tanstack/react-query';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export const getImportTask = (taskId: string) => api.get<ImportTaskView>(`${importBase}/tasks/${taskId}`);

/** The task while the import runs: polled each second until it completes or fails. */
export function useImportTask(taskId: string | null, running: boolean) {
  return useQuery({
    queryKey: importKeys.task(taskId ?? ''),
    queryFn: () => getImportTask(taskId!),
    enabled: !!taskId && running,
    refetchInterval: (query) =>
      ['completed', 'failed'].includes(query.state.data?.stage ?? '') ? false : 1000,
  });
}
