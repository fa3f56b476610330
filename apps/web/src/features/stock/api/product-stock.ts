import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductStock, PutProductStockBody } from '@zaplecze/contract/stock/stock';
import type { WarehouseList } from '@zaplecze/contract/warehouses/warehouses';
import { maxWarehouses } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../lib/api-client';

export const productStockKeys = {
  all: ['product-stock'] as const,
  detail: (productId: string) => [...productStockKeys.all, productId] as const,
  warehouses: () => [...productStockKeys.all, 'warehouses'] as const,
};

export function productStockQuery(productId: string) {
  return queryOptions({
    queryKey: productStockKeys.detail(productId),
    queryFn: ({ signal }) => api.get<ProductStock>(`/api/products/${productId}/stock`, undefined, signal),
  });
}

export const useProductStock = (productId: string) => useQuery(productStockQuery(productId));

/** Every warehouse of the account (at most 20), so a level can be set where none exists yet. */
export function useStockWarehouses() {
  return useQuery({
    queryKey: productStockKeys.warehouses(),
    queryFn: ({ signal }) => api.get<WarehouseList>('/api/warehouses', { limit: maxWarehouses }, signal),
  });
}

export function useSaveProductStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProductStockBody) =>
      api.put<ProductStock>(`/api/products/${productId}/stock`, body),
    onSuccess: (stock) => queryClient.setQueryData(productStockKeys.detail(productId), stock),
  });
}
