import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CsvImportResult,
  ParameterGroup,
  ParameterGroupBody,
  ParameterGroupList,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/authorized-fetch';
import { parameterKeys, type ListState } from './keys';

export function useGroups(query: ListState) {
  return useQuery({
    queryKey: parameterKeys.groupList(query),
    queryFn: ({ signal }) =>
      api.get<ParameterGroupList>(
        '/api/parameter-groups',
        { ...query, search: query.search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every group for the parameter dialog's select (an account has a handful). */
export function useGroupOptions() {
  return useQuery({
    queryKey: parameterKeys.groupList({ all: true }),
    queryFn: () => api.get<ParameterGroupList>('/api/parameter-groups', { limit: 100 }),
    select: (list) => list.data.map((group) => ({ value: group.id, label: group.name })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  // A group's name shows on its parameters, so both lists refresh.
  return () => queryClient.invalidateQueries({ queryKey: parameterKeys.all });
}

export function useSaveGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, version, body }: { id?: string; version?: number; body: ParameterGroupBody }) =>
      id
        ? api.put<ParameterGroup>(`/api/parameter-groups/${id}`, { ...body, version })
        : api.post<ParameterGroup>('/api/parameter-groups', body),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/parameter-groups/${id}`),
    onSettled: invalidate,
  });
}

export function useImportGroups() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadFile<CsvImportResult>('/api/parameter-groups/import', file),
    onSuccess: invalidate,
  });
}

export const exportGroups = () => downloadFile('/api/parameter-groups/export', 'grupy_parametrow_export.csv');
