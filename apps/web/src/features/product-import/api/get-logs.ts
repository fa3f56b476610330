import { useQuery } from '@tanstack/react-query';
import type { LogStatus } from '@zaplecze/contract/product-import/product-import';
import type { LogEntryView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useLogs(query: { offset: number; limit: number; status?: LogStatus }) {
  return useQuery({
    queryKey: importKeys.logs(query),
    queryFn: () => api.get<{ items: LogEntryView[]; count: number }>(`${importBase}/logs`, query),
  });
}
