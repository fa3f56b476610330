import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusGroupList } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function getGroups(): Promise<OrderStatusGroupList> {
  return api.get<OrderStatusGroupList>('/api/order-status-groups');
}

export function groupsQuery() {
  return queryOptions({ queryKey: orderStatusKeys.groups(), queryFn: getGroups });
}

export function useGroups() {
  return useQuery(groupsQuery());
}
