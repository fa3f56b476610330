import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PriceList,
  PriceListBody,
  UpdatePriceListBody,
} from '@zaplecze/contract/warehouses/price-lists';
import { api } from '../../../../lib/api-client';
import { warehouseKeys } from '../../warehouses/api/keys';
import { priceListKeys } from './keys';

export type SavePriceListInput =
  { id: null; body: PriceListBody } | { id: string; body: UpdatePriceListBody };

export function savePriceList(input: SavePriceListInput): Promise<PriceList> {
  return input.id === null
    ? api.post<PriceList>('/api/price-lists', input.body)
    : api.put<PriceList>(`/api/price-lists/${input.id}`, input.body);
}

/** Warehouses show their default list's name, so they reload too. */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceList,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    },
  });
}
