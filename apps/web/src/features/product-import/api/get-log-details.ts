import { useQuery } from '@tanstack/react-query';
import type { LogDetailsView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useLogDetails(id: string | null) {
  return useQuery({
    queryKey: importKeys.log(id ?? ''),
    queryFn: () => api.get<LogDetailsView>(`${importBase}/logs/${id}`),
    enabled: !!id,
  });
}
