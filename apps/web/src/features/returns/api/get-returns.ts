import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnListItem, ReturnStatus } from '@zaplecze/contract/orders/order-returns';
import type { ListResponse } from '@zaplecze/contract/common/pagination';
import { api } from '../../../lib/api-client';

export interface ReturnsQuery {
  page: number;
  limit: number;
  status?: ReturnStatus;
  search?: string;
  from?: string;
  to?: string;
}

export const returnKeys = {
  all: ['returns'] as const,
  list: (query: ReturnsQuery) => [...returnKeys.all, 'list', query] as const,
};

export function useReturns(query: ReturnsQuery) {
  return useQuery({
    queryKey: returnKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<ReturnListItem>>('/api/returns', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
