import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TemplateView, 'id' | 'integrationId' | 'created'>) =>
      api.post<TemplateView>(`${importBase}/templates`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.templates }),
  });
}
