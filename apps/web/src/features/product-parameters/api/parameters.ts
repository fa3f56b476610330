import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CsvImportResult,
  Parameter,
  ParameterBody,
  ParameterList,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/authorized-fetch';
import { parameterKeys, type ListState } from './keys';

export function useParameters(query: ListState & { groupId?: string | null }) {
  return useQuery({
    queryKey: parameterKeys.parameterList(query),
    queryFn: ({ signal }) =>
      api.get<ParameterList>(
        '/api/parameters',
        {
          page: query.page,
          limit: query.limit,
          search: query.search || undefined,
          groupId: query.groupId ?? undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  // Parameter counts show on the groups, so both lists refresh.
  return () => queryClient.invalidateQueries({ queryKey: parameterKeys.all });
}

export function useSaveParameter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, version, body }: { id?: string; version?: number; body: ParameterBody }) =>
      id
        ? api.put<Parameter>(`/api/parameters/${id}`, { ...body, version })
        : api.post<Parameter>('/api/parameters', body),
    onSuccess: invalidate,
  });
}

export function useDeleteParameter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/parameters/${id}`),
    onSettled: invalidate,
  });
}

export function useImportParameters() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<CsvImportResult>('/api/parameters/import', file),
    onSuccess: invalidate,
  });
}

export const exportParameters = () => downloadFile('/api/parameters/export', 'parametry_export.csv');
