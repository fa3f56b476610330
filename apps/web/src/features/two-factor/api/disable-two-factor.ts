import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@zaplecze/contract/auth/auth';
import type { TwoFactorCodeBody } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { twoFactorKeys } from './keys';
import { setSessionTwoFactor } from './session-two-factor';

export function disableTwoFactor(body: TwoFactorCodeBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/two-factor/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      setSessionTwoFactor(false);
      return queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
    },
  });
}
