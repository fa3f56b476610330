import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { z } from 'zod';
import { bulkMessages, type BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import { useBulkChangeStatus } from '../api/bulk-change-status';
import type { BulkTarget } from '../use-selection';
import { useCountText } from '../use-count-text';
import { BulkFormModal } from './bulk-form-modal';
import type { StatusOptions } from './status-options';

/** The dialog's own fields; the target comes from the selection (rules as in `bulkStatusBody`). */
const statusForm = z.object({
  statusId: z.string({ error: bulkMessages.statusRequired }).min(1, bulkMessages.statusRequired),
  comment: z.string().trim().max(1000, bulkMessages.commentTooLong),
});
type Values = z.infer<typeof statusForm>;

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
  return (
    <BulkFormModal
      opened={opened}
      title={t('orders.bulk.title')}
      size={500}
      busy={busy}
      nothing={nothing}
      error={change.error}
      texts={{
        target: t('orders.bulk.target', { orders: counted(count, 'orders') }),
        progress: t('orders.bulk.progress'),
        failed: t('orders.bulk.failed'),
        submit: t('orders.bulk.submit'),
        submitting: t('orders.bulk.submitting'),
      }}
      targetTestId="bulk-target"
      onSubmit={submit}
      onClose={close}
    >
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
    </BulkFormModal>
  );
}
