import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useActivateSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<ScheduleView>(`${importBase}/schedules/${id}`, { isActive }),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.allSchedules }),
  });
}
