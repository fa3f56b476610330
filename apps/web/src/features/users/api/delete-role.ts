import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export interface DeleteRoleInput {
  id: string;
  /** Where the role's users move; required by the server while the role is assigned. */
  replacementRoleId?: string;
}

export function deleteRole({ id, replacementRoleId }: DeleteRoleInput): Promise<void> {
  return apiRequest<void>(`/api/roles/${id}`, { method: 'DELETE', query: { replacementRoleId } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.all }),
  });
}
