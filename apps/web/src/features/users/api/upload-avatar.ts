import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@zaplecze/contract/users/users';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { employeeAccountsKeys } from './keys';

export async function uploadAvatar({ id, file }: { id: string; file: File }): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  const response = await authorizedFetch(`/api/users/${id}/avatar`, { method: 'PUT', body: form });
  return (await response.json()) as User;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeAccountsKeys.users() }),
  });
}
