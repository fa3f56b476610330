import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusList } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getOrderStatuses(): Promise<OrderStatusList> {
  return api.get<OrderStatusList>('/api/order-statuses');
}

export function orderStatusesQuery() {
  return queryOptions({ queryKey: ordersKeys.statuses(), queryFn: getOrderStatuses });
}

export function useOrderStatuses() {
  return useQuery(orderStatusesQuery());
}
