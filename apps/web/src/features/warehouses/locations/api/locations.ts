import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Location,
  LocationBody,
  LocationImportResult,
  LocationList,
  LocationListQuery,
  LocationWarehouse,
} from '@zaplecze/contract/locations/locations';
import { api } from '../../../../lib/api-client';
import { authorizedFetch, saveBlob } from '../../../../lib/authorized-fetch';
import { localizationKeys } from './keys';

export function useLocations(query: LocationListQuery) {
  return useQuery({
    queryKey: localizationKeys.locations(query),
    queryFn: ({ signal }) => api.get<LocationList>('/api/locations', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLocationWarehouses() {
  return useQuery({
    queryKey: localizationKeys.warehouses(),
    queryFn: ({ signal }) =>
      api.get<{ data: LocationWarehouse[] }>('/api/locations/warehouses', undefined, signal),
    select: (response) => response.data,
    staleTime: 60_000,
  });
}

type SaveArgs = { id?: string; version?: number; body: LocationBody };

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: SaveArgs) =>
      id
        ? api.put<Location>(`/api/locations/${id}`, { ...body, version })
        : api.post<Location>('/api/locations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

export function useDeleteLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ deleted: number }>('/api/locations/bulk-delete', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

export function useImportLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ warehouseId, file }: { warehouseId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const response = await authorizedFetch(`/api/locations/import?warehouseId=${warehouseId}`, {
        method: 'POST',
        body: form,
      });
      return (await response.json()) as LocationImportResult;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/** The selection's CSV, or every location matching the search when nothing is selected. */
export async function exportLocations(params: { ids?: string[]; search?: string }) {
  const query = new URLSearchParams();
  if (params.ids?.length) query.set('ids', params.ids.join(','));
  else if (params.search) query.set('search', params.search);
  const response = await authorizedFetch(`/api/locations/export?${query.toString()}`);
  saveBlob(await response.blob(), 'lokalizacje.csv');
}

/** The label PDF of one location or an A4 sheet of several, as a blob for the print preview. */
export async function fetchLabels(ids: string[]): Promise<Blob> {
  const url =
    ids.length === 1
      ? `/api/locations/${ids[0]}/label`
      : `/api/locations/labels?layout=sheet&ids=${ids.join(',')}`;
  const response = await authorizedFetch(url);
  return response.blob();
}

/** The Code 128 PNG of a code (not necessarily saved) for the label preview of the form. */
export function useBarcode(code: string) {
  return useQuery({
    queryKey: localizationKeys.barcode(code),
    enabled: code.length > 0,
    queryFn: async ({ signal }) => {
      const response = await authorizedFetch(`/api/locations/barcode?code=${encodeURIComponent(code)}`, {
        signal,
      });
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}
