import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleBody } from '@zaplecze/contract/roles/roles';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function createRole(body: RoleBody): Promise<Role> {
  return api.post<Role>('/api/roles', body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.roles() }),
  });
}
