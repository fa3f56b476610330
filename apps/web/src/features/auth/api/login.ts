import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '@zaplecze/contract/auth/auth';
import type { LoginOutcome } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { loadAuthContract } from '../auth-contract';

/** Sends e-mail + password when the entry contains '@', otherwise username + password (spec 000 §3). */
export async function login(form: LoginForm): Promise<LoginOutcome> {
  const { loginPayloadFromForm } = await loadAuthContract();
  return api.post<LoginOutcome>('/api/auth/login', loginPayloadFromForm(form));
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // With 2FA on, the answer is a challenge for the second step and there is no session yet.
    onSuccess: (response) => {
      if (!('twoFactorRequired' in response)) sessionStore.signIn(response.token, response.user);
    },
  });
}
