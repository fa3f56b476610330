import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, User } from '@zaplecze/contract/users/users';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function createUser(body: CreateUserBody): Promise<User> {
  return api.post<User>('/api/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // Role cards count their users.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.all }),
  });
}
