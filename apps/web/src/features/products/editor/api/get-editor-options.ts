import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { ProductEditorOptions } from '../types';
import { productEditorKeys } from './keys';

export function useEditorOptions() {
  return useQuery({
    queryKey: productEditorKeys.options(),
    queryFn: ({ signal }) => api.get<ProductEditorOptions>('/api/products/options', undefined, signal),
    staleTime: 60_000,
  });
}
