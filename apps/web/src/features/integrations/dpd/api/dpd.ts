import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DpdConnection, DpdConnectionBody } from '@zaplecze/contract/dpd/dpd';
import { api } from '../../../../lib/api-client';

const key = ['integrations', 'dpd'] as const;

export function useDpdConnection(enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<{ connection: DpdConnection | null }>('/api/integrations/dpd'),
    enabled,
  });
}

function useDpdMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSaveDpdConnection = () =>
  useDpdMutation((body: DpdConnectionBody) =>
    api.put<{ connection: DpdConnection; message: string }>('/api/integrations/dpd', body),
  );

export const useCheckDpdConnection = () =>
  useDpdMutation(() =>
    api.post<{ ok: boolean; message: string; connection: DpdConnection }>('/api/integrations/dpd/check'),
  );

export const useDeleteDpdConnection = () =>
  useDpdMutation(() => api.delete<{ message: string }>('/api/integrations/dpd'));
