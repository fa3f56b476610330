import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/api/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.all }),
  });
}
