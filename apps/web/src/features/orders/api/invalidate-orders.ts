import type { QueryClient } from '@tanstack/react-query';
import { forgetCursors } from './get-orders';
import { ordersKeys } from './keys';

/** After orders change: the list pages, their summary and the sidebar counts are all stale. */
export function invalidateOrders(queryClient: QueryClient) {
  forgetCursors();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.summaries() }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.counts() }),
  ]);
}
