import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, UpdateRoleBody } from '@zaplecze/contract/roles/roles';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function updateRole({ id, body }: { id: string; body: UpdateRoleBody }): Promise<Role> {
  return api.put<Role>(`/api/roles/${id}`, body);
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.all }),
  });
}
