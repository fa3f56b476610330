import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productsKeys } from './keys';

export function useCopyProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(`/api/products/${id}/copy`),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
