import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from '../../warehouses/api/keys';
import { priceListKeys } from './keys';

export function deletePriceList(id: string): Promise<void> {
  return api.delete<void>(`/api/price-lists/${id}`);
}

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceList,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
  });
}
