import type { OrderNoteBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withChangedNote, type NoteInput } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export function updateNote(orderId: string, noteId: string, body: OrderNoteBody): Promise<OrderMutation> {
  return api.put<OrderMutation>(`/api/orders/${orderId}/notes/${noteId}`, body);
}

export function useUpdateNote(orderId: string) {
  return useOrderMutation<{ noteId: string; note: NoteInput }>({
    orderId,
    request: ({ noteId, note }, version) => updateNote(orderId, noteId, { ...note, version }),
    optimistic: (order, { noteId, note }) => withChangedNote(order, noteId, note),
  });
}
