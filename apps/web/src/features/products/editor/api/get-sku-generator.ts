import { useQuery } from '@tanstack/react-query';
import type { SkuSettings } from '@zaplecze/contract/sku-generator/sku-generator';
import { api } from '../../../../lib/api-client';
import { productEditorKeys } from './keys';

/** The SKU pattern, for the 'Generuj' button; read with PIM read permission. */
export function useSkuGenerator() {
  return useQuery({
    queryKey: productEditorKeys.skuGenerator(),
    queryFn: () => api.get<SkuSettings>('/api/sku-generator'),
    staleTime: 60_000,
  });
}
