import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Licence } from '@zaplecze/contract/plans/plans';
import { api } from '../../../lib/api-client';
import { plansKeys } from './keys';

export function getLicence(): Promise<Licence> {
  return api.get<Licence>('/api/account/licence');
}

/** The account's licence; the dashboard's read-only banner and the plans screen share it. */
export function licenceQuery() {
  return queryOptions({ queryKey: plansKeys.licence(), queryFn: getLicence, staleTime: 5 * 60_000 });
}

export function useLicence() {
  return useQuery(licenceQuery());
}
