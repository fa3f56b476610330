import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function deleteSavedFilter(id: string): Promise<void> {
  return api.delete<void>(`/api/orders/saved-filters/${id}`);
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.savedFilters() }),
  });
}
