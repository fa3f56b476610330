import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maxPriceLists, type PriceListList } from '@zaplecze/contract/warehouses/price-lists';
import { api } from '../../../../lib/api-client';
import { priceListKeys } from './keys';

/** An account has at most 20 price lists, so one page of 20 always holds every match. */
export function getPriceLists(search: string, signal?: AbortSignal): Promise<PriceListList> {
  return api.get<PriceListList>(
    '/api/price-lists',
    { search: search || undefined, limit: maxPriceLists },
    signal,
  );
}

export function usePriceLists(search = '') {
  return useQuery(
    queryOptions({
      queryKey: priceListKeys.list(search),
      queryFn: ({ signal }) => getPriceLists(search, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
