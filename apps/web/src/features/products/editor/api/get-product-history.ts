import { useQuery } from '@tanstack/react-query';
import type { AuditList } from '@zaplecze/contract/audit/audit';
import { api } from '../../../../lib/api-client';
import { productEditorKeys } from './keys';

export function useProductHistory(id: string, page: number, limit: number) {
  return useQuery({
    queryKey: productEditorKeys.history(id, page, limit),
    queryFn: ({ signal }) => api.get<AuditList>(`/api/products/${id}/history`, { page, limit }, signal),
  });
}
