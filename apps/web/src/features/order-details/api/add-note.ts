import type { OrderNoteBody } from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { api } from '../../../lib/api-client';
import { withNote, type NoteInput } from '../optimistic';
import { useOrderMutation } from './order-mutation';

export function addNote(orderId: string, body: OrderNoteBody): Promise<OrderMutation> {
  return api.post<OrderMutation>(`/api/orders/${orderId}/notes`, body);
}

export function useAddNote(orderId: string) {
  return useOrderMutation<NoteInput>({
    orderId,
    request: (input, version) => addNote(orderId, { ...input, version }),
    optimistic: withNote,
  });
}
