import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserStatus } from '@zaplecze/contract/users/users';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function setUserStatus({ id, status }: { id: string; status: UserStatus }): Promise<User> {
  return api.put<User>(`/api/users/${id}/status`, { status });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.users() }),
  });
}
