import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OssMappingBody, PriceCalculationBody, VatSettings } from '@zaplecze/contract/vat/vat';
import { api } from '../../../../lib/api-client';

export const vatKeys = { settings: ['vat', 'settings'] as const };

export function getVatSettings(signal?: AbortSignal): Promise<VatSettings> {
  return api.get<VatSettings>('/api/vat', undefined, signal);
}

export function useVatSettings() {
  return useQuery(
    queryOptions({ queryKey: vatKeys.settings, queryFn: ({ signal }) => getVatSettings(signal) }),
  );
}

/** Each save answers the whole settings with the new version, which replaces the cached one. */
function useVatMutation<T>(save: (body: T) => Promise<VatSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => queryClient.setQueryData(vatKeys.settings, settings),
    onError: () => queryClient.invalidateQueries({ queryKey: vatKeys.settings }),
  });
}

export function useSavePriceCalculation() {
  return useVatMutation((body: PriceCalculationBody) =>
    api.put<VatSettings>('/api/vat/price-calculation', body),
  );
}

export function useSaveOssMapping() {
  return useVatMutation((body: OssMappingBody) => api.put<VatSettings>('/api/vat/oss-mapping', body));
}
