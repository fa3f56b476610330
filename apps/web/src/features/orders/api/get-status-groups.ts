import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusGroupList } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getStatusGroups(): Promise<OrderStatusGroupList> {
  return api.get<OrderStatusGroupList>('/api/order-status-groups');
}

export function statusGroupsQuery() {
  return queryOptions({ queryKey: ordersKeys.statusGroups(), queryFn: getStatusGroups });
}

export function useStatusGroups() {
  return useQuery(statusGroupsQuery());
}
