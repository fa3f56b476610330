import { useQuery } from '@tanstack/react-query';
import type { TemplateView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase, importKeys } from './keys';

export function useTemplates() {
  return useQuery({
    queryKey: importKeys.templates,
    queryFn: () => api.get<TemplateView[]>(`${importBase}/templates`),
  });
}
