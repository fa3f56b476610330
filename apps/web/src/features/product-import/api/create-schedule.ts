import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useCreateSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => api.post<ScheduleView>(`${importBase}/schedules`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.allSchedules }),
  });
}
