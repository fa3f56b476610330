import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './keys';

export function getStatus(id: string): Promise<OrderStatus> {
  return api.get<OrderStatus>(`/api/order-statuses/${id}`);
}

/** Read afresh whenever the edit dialog opens, so it starts from the latest version. */
export function statusQuery(id: string) {
  return queryOptions({
    queryKey: orderStatusKeys.status(id),
    queryFn: () => getStatus(id),
    staleTime: 0,
    retry: false,
  });
}
