import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetsSettings, UpdateSetsSettingsBody } from '@zaplecze/contract/sets-settings/sets-settings';
import { api } from '../../../../lib/api-client';

export const setsKeys = { settings: ['sets-settings'] as const };

export function getSetsSettings(signal?: AbortSignal): Promise<SetsSettings> {
  return api.get<SetsSettings>('/api/sets-settings', undefined, signal);
}

export function useSetsSettings() {
  return useQuery(
    queryOptions({ queryKey: setsKeys.settings, queryFn: ({ signal }) => getSetsSettings(signal) }),
  );
}

export function useSaveSetsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSetsSettingsBody) => api.put<SetsSettings>('/api/sets-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(setsKeys.settings, settings),
    onError: () => queryClient.invalidateQueries({ queryKey: setsKeys.settings }),
  });
}
