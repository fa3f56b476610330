import { Checkbox, Fieldset, SimpleGrid, Stack, Switch, TextInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  webhookEventGroups,
  webhookMessages,
  type WebhookSubscription,
} from '@zaplecze/contract/webhooks/webhooks';
import { FormDialog } from '../../../../components/form-dialog';
import { ApiError } from '../../../../lib/api-client';
import { notify, notifyFailure } from '../../../../lib/notify';
import { useCreateWebhook, useUpdateWebhook, type WebhookSecret } from '../api/webhooks';

interface Props {
  /** The subscription to edit; a new one when absent. */
  editing?: WebhookSubscription;
  onClose: () => void;
  onCreated: (created: WebhookSecret) => void;
}

/** Create or edit a subscription: URL, description, events as grouped checkboxes, on/off. */
export function SubscriptionDialog({ editing, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<string[]>(editing?.events ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setErrors({ events: webhookMessages.eventsRequired });
    const body = { url, description, events: events as never, active };
    const onError = (error: Error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else notifyFailure(t('webhooks.failed.save'), error);
    };
    if (editing)
      update.mutate(
        { ...body, id: editing.id, version: editing.version },
        {
          onSuccess: () => {
            notify('green', t('webhooks.toasts.saved'));
            onClose();
          },
          onError,
        },
      );
    else create.mutate(body, { onSuccess: onCreated, onError });
  };

  return (
    <FormDialog
      title={t(editing ? 'webhooks.dialog.editTitle' : 'webhooks.dialog.createTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      submitLabel={t(editing ? 'webhooks.dialog.save' : 'webhooks.dialog.create')}
    >
      <TextInput
        label={t('webhooks.dialog.url')}
        description={t('webhooks.dialog.urlHint')}
        placeholder="https://example.com/webhooks"
        required
        data-autofocus
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={errors.url}
      />
      <TextInput
        label={t('webhooks.dialog.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
      />
      <Fieldset legend={t('webhooks.dialog.events')} variant="unstyled">
        <Checkbox.Group value={events} onChange={setEvents}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {Object.entries(webhookEventGroups).map(([group, types]) => (
              <Stack key={group} gap={6}>
                <Text size="sm" fw={600}>
                  {t(`webhooks.groups.${group}`)}
                </Text>
                {types.map((type) => (
                  <Checkbox key={type} value={type} label={t(`webhooks.events.${type}`)} />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {errors.events && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {errors.events}
          </Text>
        )}
      </Fieldset>
      <Switch
        label={t('webhooks.dialog.activeLabel')}
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
    </FormDialog>
  );
}
