import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutoCategoryRule,
  AutoCategoryRuleBody,
  AutoCategoryRuleList,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { api } from '../../../lib/api-client';

export const ruleKeys = {
  all: ['auto-categories'] as const,
  list: (query: object) => ['auto-categories', query] as const,
};

export function useRules(query: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: ruleKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<AutoCategoryRuleList>(
        '/api/auto-category-rules',
        { ...query, search: query.search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id?: string; version?: number; body: AutoCategoryRuleBody }) =>
      id
        ? api.put<AutoCategoryRule>(`/api/auto-category-rules/${id}`, { ...body, version })
        : api.post<AutoCategoryRule>('/api/auto-category-rules', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auto-category-rules/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
