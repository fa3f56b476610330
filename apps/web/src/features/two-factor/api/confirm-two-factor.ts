import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorCodeBody } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { twoFactorKeys } from './keys';
import { setSessionTwoFactor } from './session-two-factor';

/** Turns 2FA on; the answer carries the recovery codes, shown this once. */
export function confirmTwoFactor(body: TwoFactorCodeBody): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>('/api/auth/two-factor/confirm', body);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => {
      setSessionTwoFactor(true);
      return queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
    },
  });
}
