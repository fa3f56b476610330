import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollbackView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useRollback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RollbackView>(`${importBase}/logs/${id}/rollback`),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.all }),
  });
}
