import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@zaplecze/contract/users/users';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<User> {
  return api.put<User>(`/api/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.all }),
  });
}
