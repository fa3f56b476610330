import { useMutation } from '@tanstack/react-query';
import type { LoginForm, LoginResponse } from '@zaplecze/contract/auth';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { loadAuthContract } from '../auth-contract';

/** Sends e-mail + password when the entry contains '@', otherwise username + password (spec 000 §3). */
export async function login(form: LoginForm): Promise<LoginResponse> {
  const { loginPayloadFromForm } = await loadAuthContract();
  return api.post<LoginResponse>('/api/auth/login', loginPayloadFromForm(form));
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => sessionStore.signIn(response.token, response.user),
  });
}
