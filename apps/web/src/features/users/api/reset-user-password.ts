import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The user gets an e-mail with a link to set a new password. */
export function resetUserPassword(id: string): Promise<unknown> {
  return api.post(`/api/users/${id}/password-reset`);
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
