import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@zaplecze/contract/support/support';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';

export function getCaptcha(): Promise<CaptchaResponse> {
  return api.get<CaptchaResponse>('/api/support/captcha');
}

/** A captcha is single use and expires, so it is never served from cache and renews itself before it runs out. */
export function captchaQuery() {
  return queryOptions({
    queryKey: supportKeys.captcha(),
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => Math.max(30, (query.state.data?.expiresInSeconds ?? 600) - 15) * 1000,
  });
}

export function useCaptcha() {
  return useQuery(captchaQuery());
}
