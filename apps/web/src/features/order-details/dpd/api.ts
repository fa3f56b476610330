import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DpdPackage, DpdShipmentBody } from '@zaplecze/contract/dpd/dpd';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { useOrderMutation } from '../api/order-mutation';

const packagesKey = (orderId: string) => ['order-details', 'dpd-packages', orderId] as const;

export function useDpdPackages(orderId: string) {
  return useQuery({
    queryKey: packagesKey(orderId),
    queryFn: () => api.get<{ data: DpdPackage[] }>(`/api/orders/${orderId}/dpd-packages`),
  });
}

export type DpdShipmentInput = Omit<DpdShipmentBody, 'version'>;

/** "Utwórz przesyłkę DPD": a change of the order (its shipment and documents), then the DPD list. */
export function useCreateDpdShipment(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useOrderMutation<DpdShipmentInput>({
    orderId,
    request: (input, version) =>
      api.post<OrderMutation & { package: DpdPackage }>(`/api/orders/${orderId}/dpd-packages`, {
        ...input,
        version,
      }),
  });
  return {
    ...mutation,
    mutate: (input: DpdShipmentInput, options: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(input, {
        ...options,
        onSuccess: (...args) => {
          void queryClient.invalidateQueries({ queryKey: packagesKey(orderId) });
          options?.onSuccess?.(...args);
        },
      }),
  };
}

export function useCreateDpdProtocol(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageIds: string[]) =>
      api.post<{ fileId: string; message: string }>('/api/dpd/protocols', { packageIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey(orderId) }),
  });
}

/** "Pobierz etykietę" for a package whose label DPD did not give the first time. */
export function useRetryDpdLabel(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      api.post<{ fileId: string; message: string }>(`/api/dpd/packages/${packageId}/label`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey(orderId) }),
  });
}
