import type { LoginForm } from '@zaplecze/contract/auth/auth';
import type { LoginOutcome } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { loginPayload } from '../login-check';
import { useSubmit } from './use-submit';

/** Sends e-mail + password when the entry contains '@', otherwise username + password (spec 000 §3). */
export function login(form: LoginForm): Promise<LoginOutcome> {
  return api.post<LoginOutcome>('/api/auth/login', loginPayload(form));
}

async function loginAndSignIn(form: LoginForm): Promise<LoginOutcome> {
  const response = await login(form);
  // With 2FA on, the answer is a challenge for the second step and there is no session yet.
  if (!('twoFactorRequired' in response)) sessionStore.signIn(response.token, response.user);
  return response;
}

export function useLogin() {
  return useSubmit(loginAndSignIn);
}
