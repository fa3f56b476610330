import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivateBody, MessageResponse } from '@zaplecze/contract/auth/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

export function activateAccount(body: ActivateBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/activate', body);
}

/**
 * The activation token is single use, so the call is a query: it runs once per link, is never
 * retried and survives StrictMode's double mount without a second request.
 */
export function activationQuery(body: ActivateBody | null) {
  return queryOptions({
    queryKey: authKeys.activation(body?.userId ?? '', body?.token ?? ''),
    queryFn: () => activateAccount(body!),
    enabled: body !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useActivation(body: ActivateBody | null) {
  return useQuery(activationQuery(body));
}
