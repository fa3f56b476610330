import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedFilterBody, SavedFilter } from '@zaplecze/contract/orders/orders-filter';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function createSavedFilter(body: CreateSavedFilterBody): Promise<SavedFilter> {
  return api.post<SavedFilter>('/api/orders/saved-filters', body);
}

export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.savedFilters() }),
  });
}
