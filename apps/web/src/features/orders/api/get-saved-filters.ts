import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedFilterList } from '@zaplecze/contract/orders/orders-filter';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

export function getSavedFilters(): Promise<SavedFilterList> {
  return api.get<SavedFilterList>('/api/orders/saved-filters');
}

export function savedFiltersQuery() {
  return queryOptions({ queryKey: ordersKeys.savedFilters(), queryFn: getSavedFilters });
}

export function useSavedFilters() {
  return useQuery(savedFiltersQuery());
}
