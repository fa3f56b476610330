import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function resetUserTwoFactor(id: string): Promise<unknown> {
  return api.delete(`/api/users/${id}/two-factor`);
}

export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.users() }),
  });
}
