import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { apiRequest } from '../../../lib/api-client';
import { withoutNote } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export function deleteNote(orderId: string, noteId: string, version: number): Promise<OrderMutation> {
  return apiRequest<OrderMutation>(`/api/orders/${orderId}/notes/${noteId}`, {
    method: 'DELETE',
    query: { version },
  });
}

export function useDeleteNote(orderId: string) {
  return useOrderMutation<string>({
    orderId,
    request: (noteId, version) => deleteNote(orderId, noteId, version),
    optimistic: withoutNote,
  });
}
