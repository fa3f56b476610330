import { useMutation } from '@tanstack/react-query';
import type { NipCheck } from '@zaplecze/contract/common/nip-check';
import { api } from '../../../lib/api-client';

export function checkNip(input: { nip: string; countryCode: string }): Promise<NipCheck> {
  return api.get<NipCheck>('/api/Product/nip-check', input);
}

/** A button press, not a cached read: the registry's answer may change from one day to the next. */
export function useCheckNip() {
  return useMutation({ mutationFn: checkNip });
}
