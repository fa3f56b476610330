import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@zaplecze/contract/roles/roles';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

/** The server names the copy "<name> (kopia)". */
export function copyRole(id: string): Promise<Role> {
  return api.post<Role>(`/api/roles/${id}/copy`, {});
}

export function useCopyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.roles() }),
  });
}
