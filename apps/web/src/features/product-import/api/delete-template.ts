import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${importBase}/templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.templates }),
  });
}
