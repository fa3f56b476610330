import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList } from '@zaplecze/contract/plans/plans';
import { api } from '../../../lib/api-client';
import { plansKeys } from './keys';

export function getPlans(): Promise<PlanList> {
  return api.get<PlanList>('/api/plans');
}

export function plansQuery() {
  return queryOptions({ queryKey: plansKeys.list(), queryFn: getPlans, staleTime: 10 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQuery());
}
