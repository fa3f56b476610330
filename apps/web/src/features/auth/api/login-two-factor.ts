import type { LoginResponse } from '@zaplecze/contract/auth/auth';
import type { LoginTwoFactorBody } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { useSubmit } from './use-submit';

/** The second step of a login with 2FA: the challenge from the first step and a code. */
export function loginTwoFactor(body: LoginTwoFactorBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login/two-factor', body);
}

async function loginTwoFactorAndSignIn(body: LoginTwoFactorBody): Promise<LoginResponse> {
  const response = await loginTwoFactor(body);
  sessionStore.signIn(response.token, response.user);
  return response;
}

export function useLoginTwoFactor() {
  return useSubmit(loginTwoFactorAndSignIn);
}
