import { Badge, Button, Card, Code, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { WebhookDelivery, WebhookSubscription } from '@zaplecze/contract/webhooks/webhooks';
import { QueryState } from '../../../../components/query-state';
import { ApiError } from '../../../../lib/api-client';
import { notify, notifyFailure } from '../../../../lib/notify';
import { useResendDelivery, useSendTestWebhook, useWebhookDeliveries } from '../api/webhooks';
import { formatMoment } from './format';

const statusColors = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

function DeliveryCard({ delivery, subscriptionId }: { delivery: WebhookDelivery; subscriptionId: string }) {
  const { t } = useTranslation();
  const resend = useResendDelivery();
  const none = t('webhooks.log.none');
  return (
    <Card withBorder padding="sm" data-testid="webhook-delivery">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t(`webhooks.events.${delivery.eventType}`, { defaultValue: delivery.eventType })}
            </Text>
            <Text size="xs" c="gray.7">
              {delivery.eventType} · {formatMoment(delivery.createdAt)}
            </Text>
          </Stack>
          <Badge color={statusColors[delivery.status]} variant="light">
            {t(`webhooks.log.statuses.${delivery.status}`)}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            {t('webhooks.log.attempts')}: {delivery.attempts}
          </Text>
          <Text size="sm">
            {t('webhooks.log.status')}: {delivery.statusCode ?? delivery.error ?? none}
          </Text>
          <Text size="sm">
            {t('webhooks.log.latency')}:{' '}
            {delivery.latencyMs === null ? none : t('webhooks.log.ms', { value: delivery.latencyMs })}
          </Text>
          {delivery.nextAttemptAt && (
            <Text size="sm">
              {t('webhooks.log.nextRetry')}: {formatMoment(delivery.nextAttemptAt)}
            </Text>
          )}
        </Group>
        {delivery.response && (
          <Stack gap={2}>
            <Text size="xs" c="gray.7">
              {t('webhooks.log.answer')}
            </Text>
            <Code
              block
              style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {delivery.response}
            </Code>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(
                { id: subscriptionId, deliveryId: delivery.id },
                {
                  onSuccess: (result) => notify('green', result.message),
                  onError: (error) => notifyFailure(t('webhooks.failed.resend'), error),
                },
              )
            }
          >
            {t('webhooks.log.resend')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The delivery log of one subscription, newest first, paged on the server; resend and test from here. */
export function DeliveriesDrawer({
  subscription,
  onClose,
}: {
  subscription: WebhookSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const deliveries = useWebhookDeliveries(subscription.id, position.page, position.cursor);
  const test = useSendTestWebhook();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={`${t('webhooks.log.title')}: ${subscription.url}`}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={test.isPending}
            disabled={!subscription.active}
            onClick={() =>
              test.mutate(subscription.id, {
                onSuccess: (result) => notify('green', result.message),
                onError: (error) => notifyFailure(t('webhooks.failed.test'), error),
              })
            }
          >
            {t('webhooks.actions.test')}
          </Button>
        </Group>
        <QueryState
          query={deliveries}
          errorMessage={(error) => (error instanceof ApiError ? error.message : t('webhooks.log.loadError'))}
          empty={t('webhooks.log.empty')}
        >
          {(page) => (
            <Stack gap="sm">
              {page.data.map((delivery) => (
                <DeliveryCard key={delivery.id} delivery={delivery} subscriptionId={subscription.id} />
              ))}
              {(page.prevCursor || page.nextCursor) && (
                <Group justify="space-between">
                  <Button
                    variant="subtle"
                    disabled={!page.prevCursor}
                    onClick={() => setPosition({ page: page.page - 1, cursor: page.prevCursor ?? undefined })}
                  >
                    {t('webhooks.log.previous')}
                  </Button>
                  <Text size="sm">{t('webhooks.log.pageOf', { page: page.page })}</Text>
                  <Button
                    variant="subtle"
                    disabled={!page.nextCursor}
                    onClick={() => setPosition({ page: page.page + 1, cursor: page.nextCursor ?? undefined })}
                  >
                    {t('webhooks.log.next')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Drawer>
  );
}
