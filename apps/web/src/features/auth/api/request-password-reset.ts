import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordForm, MessageResponse } from '@zaplecze/contract/auth/auth';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPasswordForm): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/password-reset', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
