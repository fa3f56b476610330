import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusList } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function getStatuses(): Promise<OrderStatusList> {
  return api.get<OrderStatusList>('/api/order-statuses');
}

export function statusesQuery() {
  return queryOptions({ queryKey: orderStatusKeys.statuses(), queryFn: getStatuses });
}

export function useStatuses() {
  return useQuery(statusesQuery());
}
