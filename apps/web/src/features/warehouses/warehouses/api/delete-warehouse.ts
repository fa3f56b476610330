import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from './keys';

export function deleteWarehouse(id: string): Promise<void> {
  return api.delete<void>(`/api/warehouses/${id}`);
}

export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWarehouse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
