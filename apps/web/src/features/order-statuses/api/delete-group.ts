import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

/** Deletes a group; its statuses move to `targetGroupId`, or to 'Bez grupy' when it is null. */
export function deleteGroup({
  id,
  targetGroupId,
}: {
  id: string;
  targetGroupId: string | null;
}): Promise<void> {
  const query = targetGroupId ? `?targetGroupId=${encodeURIComponent(targetGroupId)}` : '';
  return api.delete<void>(`/api/order-status-groups/${id}${query}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.all }),
  });
}
