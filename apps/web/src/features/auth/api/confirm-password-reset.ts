import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetConfirmBody } from '@zaplecze/contract/auth/auth';
import { api } from '../../../lib/api-client';

/** Only token and password are sent (spec 000 §3). */
export function confirmPasswordReset(body: ResetConfirmBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/password-reset/confirm', {
    token: body.token,
    password: body.password,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
