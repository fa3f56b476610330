import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

/** Deletes a status; its orders move to `replacementId` on the server. */
export function deleteStatus({ id, replacementId }: { id: string; replacementId: string }): Promise<void> {
  return api.delete<void>(`/api/order-statuses/${id}?replacementId=${encodeURIComponent(replacementId)}`);
}

export function useDeleteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.statuses() }),
  });
}
