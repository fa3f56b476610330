import { useMutation } from '@tanstack/react-query';
import type { SourceOptions } from '@zaplecze/contract/product-import/product-import';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase } from './keys';

/** Reads the task's file again with other choices: new header and preview. */
export const changeSourceOptions = (taskId: string, sourceOptions: SourceOptions) =>
  api.put<ImportTaskView>(`${importBase}/tasks/${taskId}/source`, sourceOptions);

/** The wizard keeps the task it answers (nothing cached to invalidate). */
export function useChangeSourceOptions() {
  return useMutation({
    mutationFn: ({ taskId, sourceOptions }: { taskId: string; sourceOptions: SourceOptions }) =>
      changeSourceOptions(taskId, sourceOptions),
  });
}
