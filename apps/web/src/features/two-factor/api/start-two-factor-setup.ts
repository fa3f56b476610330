import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';

/** A new secret each time; 2FA is on only after a code from the app confirms it. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/auth/two-factor/setup');
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
