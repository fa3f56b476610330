import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderDetailKeys } from './api/keys';

/** Loads the order as it is now on the server (after a conflict); forms keep what the user typed. */
export function useReloadOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ queryKey: orderDetailKeys.detail(orderId), exact: true }),
    [queryClient, orderId],
  );
}
