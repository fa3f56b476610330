import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEdit, IconKey, IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { WebhookSubscription } from '@zaplecze/contract/webhooks/webhooks';
import { openConfirm } from '../../../components/confirm-modal';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhooks,
  type WebhookSecret,
} from './api/webhooks';
import { DeliveriesDrawer } from './components/deliveries-drawer';
import { SecretDialog } from './components/secret-dialog';
import { SubscriptionDialog } from './components/subscription-dialog';
import './translations';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function SubscriptionCard({
  subscription,
  onEdit,
  onLog,
  onRotate,
  onDelete,
}: {
  subscription: WebhookSubscription;
  onEdit: () => void;
  onLog: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  const toggle = (active: boolean) =>
    update.mutate(
      {
        id: subscription.id,
        version: subscription.version,
        url: subscription.url,
        description: subscription.description,
        events: subscription.events as never,
        active,
      },
      {
        onSuccess: () => notify('green', t(active ? 'webhooks.toasts.enabled' : 'webhooks.toasts.disabled')),
        onError: (error) => notifyFailure(t('webhooks.failed.save'), error),
      },
    );
  return (
    <Card withBorder padding="md" data-testid="webhook-subscription">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {subscription.url}
            </Text>
            {subscription.description && (
              <Text size="sm" c="gray.7">
                {subscription.description}
              </Text>
            )}
          </Stack>
          <Switch
            aria-label={t(subscription.active ? 'webhooks.actions.disable' : 'webhooks.actions.enable')}
            label={t(subscription.active ? 'webhooks.active' : 'webhooks.inactive')}
            checked={subscription.active}
            disabled={update.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        </Group>
        {subscription.disabledReason && (
          <Alert color="red" py="xs">
            {subscription.disabledReason}
          </Alert>
        )}
        <Group gap={6}>
          {subscription.events.map((type) => (
            <Badge key={type} variant="light" color="gray" tt="none">
              {t(`webhooks.events.${type}`, { defaultValue: type })}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconList size={14} aria-hidden />}
            onClick={onLog}
          >
            {t('webhooks.actions.log')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t('webhooks.actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconKey size={14} aria-hidden />}
            onClick={onRotate}
          >
            {t('webhooks.actions.rotate')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('webhooks.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Integracje → Webhooki: the account's subscriptions, their secrets and delivery logs. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('webhooks.title'));
  const subscriptions = useWebhooks();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<WebhookSubscription | 'new' | null>(null);
  const [logOf, setLogOf] = useState<WebhookSubscription | null>(null);
  const [shown, setShown] = useState<(WebhookSecret & { rotated: boolean }) | null>(null);

  const askDelete = useConfirmDelete(remove, (subscription: WebhookSubscription) => ({
    title: t('webhooks.confirm.deleteTitle'),
    message: t('webhooks.confirm.deleteMessage', {
      url: escapeHtml(subscription.url),
      interpolation: { escapeValue: false },
    }),
    confirmText: t('webhooks.confirm.deleteConfirm'),
    variables: subscription.id,
    success: (result: { message: string }) => result.message,
    failure: t('webhooks.failed.delete'),
  }));
  const askRotate = (subscription: WebhookSubscription) =>
    openConfirm({
      type: 'warning',
      title: t('webhooks.confirm.rotateTitle'),
      message: t('webhooks.confirm.rotateMessage'),
      confirmText: t('webhooks.confirm.rotateConfirm'),
      onConfirm: () =>
        rotate.mutate(subscription.id, {
          onSuccess: (result) => setShown({ ...result, rotated: true }),
          onError: (error) => notifyFailure(t('webhooks.failed.rotate'), error),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Title order={2} size="h3">
            {t('webhooks.heading')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('webhooks.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </Group>
      <QueryState
        query={subscriptions}
        errorMessage={(error) => (error instanceof ApiError ? error.message : t('webhooks.loadError'))}
        empty={t('webhooks.empty')}
      >
        {(list) => (
          <Stack gap="sm">
            {list.data.map((subscription) => (
              <SubscriptionCard
                key={subscription.id}
                subscription={subscription}
                onEdit={() => setEditing(subscription)}
                onLog={() => setLogOf(subscription)}
                onRotate={() => askRotate(subscription)}
                onDelete={() => askDelete(subscription)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {editing && (
        <SubscriptionDialog
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setShown({ ...created, rotated: false });
          }}
        />
      )}
      {shown && <SecretDialog secret={shown.secret} rotated={shown.rotated} onClose={() => setShown(null)} />}
      {logOf && <DeliveriesDrawer subscription={logOf} onClose={() => setLogOf(null)} />}
    </Stack>
  );
}

export default Component;
