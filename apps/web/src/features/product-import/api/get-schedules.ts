import { useQuery } from '@tanstack/react-query';
import type { ScheduleView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export interface ScheduleFilters {
  type?: 'import' | 'export';
  status?: 'active' | 'inactive';
  dateFrom?: string;
  dateTo?: string;
}

export function useSchedules(filters: ScheduleFilters) {
  return useQuery({
    queryKey: importKeys.schedules(filters),
    queryFn: () => api.get<ScheduleView[]>(`${importBase}/schedules`, { ...filters }),
  });
}
