import type { OrderListQuery, OrderSummaryQuery } from '@zaplecze/contract/orders/orders';

/** The list query as the browser sends it (the contract's input type leaves page and limit to coercion). */
export type OrdersQuery = Omit<OrderListQuery, 'page' | 'limit'> & { page: number; limit: number };

/** One key factory for the orders area; mutations invalidate `lists()`, `summaries()` and `counts()`. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...ordersKeys.lists(), query] as const,
  counts: () => [...ordersKeys.all, 'counts'] as const,
  summaries: () => [...ordersKeys.all, 'summary'] as const,
  summary: (query: OrderSummaryQuery) => [...ordersKeys.summaries(), query] as const,
  savedFilters: () => [...ordersKeys.all, 'saved-filters'] as const,
  bulkJob: (id: string) => [...ordersKeys.all, 'bulk-job', id] as const,
};
