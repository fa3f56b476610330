import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkuSettings, SkuSettingsBody } from '@zaplecze/contract/sku-generator/sku-generator';
import { api } from '../../../lib/api-client';

export const skuKeys = { settings: ['sku-generator'] as const };

export function useSkuSettings() {
  return useQuery({ queryKey: skuKeys.settings, queryFn: () => api.get<SkuSettings>('/api/sku-generator') });
}

export function useSaveSkuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SkuSettingsBody) => api.put<SkuSettings>('/api/sku-generator', body),
    onSuccess: (saved) => queryClient.setQueryData(skuKeys.settings, saved),
  });
}
