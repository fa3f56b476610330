import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LocationType,
  LocationTypeBody,
  LocationTypeList,
  LocationTypeListQuery,
} from '@zaplecze/contract/locations/locations';
import { api } from '../../../../lib/api-client';
import { localizationKeys } from './keys';

export function useLocationTypes(query: LocationTypeListQuery) {
  return useQuery({
    queryKey: localizationKeys.types(query),
    queryFn: ({ signal }) => api.get<LocationTypeList>('/api/location-types', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every type, for the type select of the location form (accounts keep a handful of types). */
export function useAllLocationTypes() {
  return useLocationTypes({ page: 1, limit: 100 });
}

type SaveArgs = { id?: string; version?: number; body: LocationTypeBody };

export function useSaveLocationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: SaveArgs) =>
      id
        ? api.put<LocationType>(`/api/location-types/${id}`, { ...body, version })
        : api.post<LocationType>('/api/location-types', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

export function useDeleteLocationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/location-types/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}
