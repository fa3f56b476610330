import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDeliveryPage,
  WebhookSubscription,
  WebhookSubscriptionBody,
} from '@zaplecze/contract/webhooks/webhooks';
import { api } from '../../../../lib/api-client';
import { webhookKeys } from './keys';

export interface WebhookSecret {
  subscription: WebhookSubscription;
  secret: string;
  message: string;
}

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: () => api.get<{ data: WebhookSubscription[] }>('/api/webhooks'),
  });
}

/** How often an open delivery log asks again while one of its deliveries is pending. */
const deliveryPollMs = 2000;

export function useWebhookDeliveries(id: string, page: number, cursor: string | undefined) {
  const params = new URLSearchParams({ page: String(page), limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return useQuery({
    queryKey: webhookKeys.deliveries(id, page, cursor),
    queryFn: () => api.get<WebhookDeliveryPage>(`/api/webhooks/${id}/deliveries?${params}`),
    placeholderData: keepPreviousData,
    // While a delivery on the page is still under way the log follows its attempts by itself.
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending') ? deliveryPollMs : false,
  });
}

function useWebhookMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookSubscriptionBody) => api.post<WebhookSecret>('/api/webhooks', body));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...body }: WebhookSubscriptionBody & { id: string; version: number }) =>
    api.put<WebhookSubscription>(`/api/webhooks/${id}`, body),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => api.delete<{ message: string }>(`/api/webhooks/${id}`));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => api.post<WebhookSecret>(`/api/webhooks/${id}/rotate-secret`, {}));

export const useSendTestWebhook = () =>
  useWebhookMutation((id: string) => api.post<{ message: string }>(`/api/webhooks/${id}/test`, {}));

export const useResendDelivery = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.post<{ message: string }>(`/api/webhooks/${id}/deliveries/${deliveryId}/resend`, {}),
  );
