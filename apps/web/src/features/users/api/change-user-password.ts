import { useMutation } from '@tanstack/react-query';
import type { ChangeUserPasswordBody } from '@zaplecze/contract/users/users';
import { api } from '../../../lib/api-client';

export function changeUserPassword({
  id,
  body,
}: {
  id: string;
  body: ChangeUserPasswordBody;
}): Promise<unknown> {
  return api.put(`/api/users/${id}/password`, body);
}

export function useChangeUserPassword() {
  return useMutation({ mutationFn: changeUserPassword });
}
