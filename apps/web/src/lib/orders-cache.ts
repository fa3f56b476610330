import type { QueryClient } from '@tanstack/react-query';

/**
 * The orders area (features/orders) caches its list pages, summary and sidebar counts under this
 * root key. A change made elsewhere (details page, new-order dialog) marks them stale, so the
 * list shows the change when it is opened again instead of a 30-second-old page.
 */
export const ordersAreaKey = ['orders'] as const;

export function markOrderListsStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ordersAreaKey });
}
