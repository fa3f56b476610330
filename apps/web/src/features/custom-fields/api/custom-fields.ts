import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCustomFieldBody,
  CustomField,
  CustomFieldList,
  UpdateCustomFieldBody,
} from '@zaplecze/contract/custom-fields/custom-fields';
import { api } from '../../../lib/api-client';

export const customFieldKeys = {
  all: ['custom-fields'] as const,
  list: (query: object) => [...customFieldKeys.all, query] as const,
};

export function useCustomFields(query: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: customFieldKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<CustomFieldList>('/api/custom-fields', { ...query, search: query.search || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; body: UpdateCustomFieldBody } | { id?: undefined; body: CreateCustomFieldBody },
    ) =>
      input.id
        ? api.put<CustomField>(`/api/custom-fields/${input.id}`, input.body)
        : api.post<CustomField>('/api/custom-fields', input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/custom-fields/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
  });
}
