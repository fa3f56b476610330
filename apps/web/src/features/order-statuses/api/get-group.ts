import { queryOptions } from '@tanstack/react-query';
import type { OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function getGroup(id: string): Promise<OrderStatusGroup> {
  return api.get<OrderStatusGroup>(`/api/order-status-groups/${id}`);
}

/** Read afresh whenever the edit dialog opens, so it starts from the latest version. */
export function groupQuery(id: string) {
  return queryOptions({
    queryKey: orderStatusKeys.group(id),
    queryFn: () => getGroup(id),
    staleTime: 0,
    retry: false,
  });
}
