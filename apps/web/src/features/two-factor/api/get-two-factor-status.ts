import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@zaplecze/contract/two-factor/two-factor';
import { api } from '../../../lib/api-client';
import { twoFactorKeys } from './keys';

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/api/auth/two-factor');
}

export function twoFactorStatusQuery() {
  return queryOptions({ queryKey: twoFactorKeys.status(), queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}
