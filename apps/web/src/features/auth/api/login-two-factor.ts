import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@zaplecze/contract/auth/auth';
import type { LoginTwoFactorBody } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** The second step of a login with 2FA: the challenge from the first step and a code. */
export function loginTwoFactor(body: LoginTwoFactorBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login/two-factor', body);
}

export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (response) => sessionStore.signIn(response.token, response.user),
  });
}
