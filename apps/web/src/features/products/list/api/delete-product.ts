import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productsKeys } from './keys';

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/products/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
