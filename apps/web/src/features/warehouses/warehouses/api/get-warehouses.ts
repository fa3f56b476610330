import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maxWarehouses, type WarehouseList } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from './keys';

/** An account has at most 20 warehouses, so one page of 20 always holds every match. */
export function getWarehouses(search: string, signal?: AbortSignal): Promise<WarehouseList> {
  return api.get<WarehouseList>(
    '/api/warehouses',
    { search: search || undefined, limit: maxWarehouses },
    signal,
  );
}

export function warehousesQuery(search = '') {
  return queryOptions({
    queryKey: warehouseKeys.list(search),
    queryFn: ({ signal }) => getWarehouses(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWarehouses(search = '') {
  return useQuery(warehousesQuery(search));
}
