import { useMutation } from '@tanstack/react-query';
import type { SupportTicketBody, SupportTicketResponse } from '@zaplecze/contract/support/support';
import { api } from '../../../lib/api-client';

export function createTicket(body: SupportTicketBody): Promise<SupportTicketResponse> {
  return api.post<SupportTicketResponse>('/api/support/tickets', body);
}

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
