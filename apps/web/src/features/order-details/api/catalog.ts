import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { ProductLookupResponse } from '@zaplecze/contract/stock/stock';
import { maxWarehouses, type WarehouseList } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../lib/api-client';
import { useOrderMutation } from './order-mutation';

/** Searches start at this many characters, so one letter does not list the whole catalogue. */
export const minLookupLength = 2;

/** Catalogue products by name, SKU or EAN, priced in the order's price list, available in its warehouse. */
export function useCatalogLookup(query: string, priceListId: string | null, warehouseId: string | null) {
  const q = query.trim();
  return useQuery({
    queryKey: ['order-details', 'catalog-lookup', q, priceListId, warehouseId],
    queryFn: ({ signal }) =>
      api.get<ProductLookupResponse>(
        '/api/products/lookup',
        { q, priceListId, warehouseId, limit: 10 },
        signal,
      ),
    enabled: q.length >= minLookupLength,
    placeholderData: keepPreviousData,
  });
}

/** The account's warehouses for the order's warehouse select (needs WMS read). */
export function useOrderWarehouses(enabled: boolean) {
  return useQuery({
    queryKey: ['order-details', 'warehouses'],
    queryFn: ({ signal }) => api.get<WarehouseList>('/api/warehouses', { limit: maxWarehouses }, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The order's warehouse; its reservations move with it on the server. */
export function useChangeWarehouse(orderId: string) {
  return useOrderMutation<string | null>({
    orderId,
    request: (warehouseId, version) =>
      api.put<OrderMutation>(`/api/orders/${orderId}/warehouse`, { warehouseId, version }),
    optimistic: (order, warehouseId) => ({ ...order, warehouseId }),
  });
}
