import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bulkMessages, type BulkQueued } from '@zaplecze/contract/orders-bulk';
import { ApiError } from '../../../lib/api-client';
import { useBulkChangeStatus } from '../api/bulk-change-status';
import type { BulkTarget } from '../use-selection';
import { useCountText } from '../use-count-text';
import type { StatusOptions } from './status-options';

/** The dialog's own fields; the target comes from the selection (rules as in `bulkStatusBody`). */
const statusForm = z.object({
  statusId: z.string({ error: bulkMessages.statusRequired }).min(1, bulkMessages.statusRequired),
  comment: z.string().trim().max(1000, bulkMessages.commentTooLong),
});
type Values = z.infer<typeof statusForm>;

/** A refusal the server explained (4xx); network failures and 5xx get the dialog's own fallback. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

interface Props {
  opened: boolean;
  target: BulkTarget | null;
  count: number;
  statusData: StatusOptions;
  onClose: () => void;
  /** Finished in the request: the Polish result line. */
  onDone: (message: string) => void;
  /** Too many orders for one request: the server runs a job. */
  onQueued: (job: BulkQueued) => void;
}

/** 'Zmiana statusu zamówień' (spec 001 §2.10, §4): 500px, closed only by its buttons while working. */
export function BulkStatusModal({ opened, target, count, statusData, onClose, onDone, onQueued }: Props) {
  const { t } = useTranslation();
  const { count: counted } = useCountText();
  const change = useBulkChangeStatus();
  const form = useForm<Values>({
    resolver: zodResolver(statusForm),
    defaultValues: { statusId: '', comment: '' },
  });
  const busy = change.isPending;
  const nothing = count === 0 || !target;

  const close = () => {
    if (busy) return;
    form.reset();
    change.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    try {
      const result = await change.mutateAsync({
        ...target,
        statusId: values.statusId,
        comment: values.comment || null,
      });
      form.reset();
      change.reset();
      if (result.state === 'queued') onQueued(result);
      else
        onDone(result.message || t('orders.bulk.changed', { orders: counted(result.changed, 'ordersOf') }));
    } catch {
      // the error is shown in the dialog from the mutation state
    }
  });
  const failure = change.error ? (serverMessage(change.error) ?? t('orders.bulk.failed')) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('orders.bulk.title')}
      size={500}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('orders.bulk.title')}>
        <Stack gap="md">
          {nothing ? (
            <Alert
              color="orange"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              data-testid="bulk-nothing"
            >
              {t('orders.bulk.nothingSelected')}
            </Alert>
          ) : (
            <Text size="sm" data-testid="bulk-target">
              {t('orders.bulk.target', { orders: counted(count, 'orders') })}
            </Text>
          )}
          <Controller
            control={form.control}
            name="statusId"
            render={({ field, fieldState }) => (
              <Select
                label={t('orders.bulk.status')}
                placeholder={t('orders.bulk.statusPlaceholder')}
                withAsterisk
                data={statusData}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={busy || nothing}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label={t('orders.bulk.comment')}
            description={t('orders.bulk.commentHint')}
            autosize
            minRows={2}
            maxRows={6}
            disabled={busy || nothing}
            error={form.formState.errors.comment?.message}
            {...form.register('comment')}
          />
          {busy && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('orders.bulk.progress')}</Text>
            </Group>
          )}
          {failure && !busy && (
            <Alert color="red" role="alert" data-testid="bulk-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('orders.bulk.cancel')}
            </Button>
            <Button type="submit" disabled={busy || nothing}>
              {busy ? t('orders.bulk.submitting') : t('orders.bulk.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
