import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWarehouseBody, Warehouse, WarehouseBody } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from './keys';

export type SaveWarehouseInput =
  { id: null; body: WarehouseBody } | { id: string; body: UpdateWarehouseBody };

/** Creates (no id) or updates (id and version) a warehouse. */
export function saveWarehouse(input: SaveWarehouseInput): Promise<Warehouse> {
  return input.id === null
    ? api.post<Warehouse>('/api/warehouses', input.body)
    : api.put<Warehouse>(`/api/warehouses/${input.id}`, input.body);
}

export function useSaveWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWarehouse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
