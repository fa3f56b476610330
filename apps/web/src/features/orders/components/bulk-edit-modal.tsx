import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DatesLocale } from '../../../components/dates-locale';
import { useTranslation } from '../../../lib/i18n';
import type { BulkDone, BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import type { BulkEditField } from '@zaplecze/contract/orders/orders-bulk-edit';
import { deliveryMethodLabels, paymentMethodLabels } from '@zaplecze/contract/orders/orders-filter';
import { useBulkEditOrders, useBulkEditWarehouses } from '../api/bulk-edit-orders';
import type { BulkTarget } from '../use-selection';
import { useCan } from '../use-can';
import { useCountText } from '../use-count-text';
import { BulkSkips } from './bulk-skips';
import { BulkFormModal } from './bulk-form-modal';
import { bulkEditForm, changesOf, emptyBulkEdit, type BulkEditValues } from './bulk-edit-form';
import { documentTypeLabels } from '../../../lib/labels/orders';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Mantine's picker speaks local 'YYYY-MM-DD HH:mm:ss'; the API speaks ISO. */
const pickerValue = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null);
const isoFromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : null);

interface Props {
  opened: boolean;
  target: BulkTarget | null;
  count: number;
  onClose: () => void;
  /** Finished in the request with nothing skipped: the Polish result line. */
  onDone: (message: string) => void;
  onQueued: (job: BulkQueued) => void;
}

/**
 * 'Edycja zbiorcza zamówień': the user ticks the fields to change and sets their values; only
 * ticked fields change. Orders the server skipped stay listed here with their reasons.
 */
export function BulkEditModal({ opened, target, count, onClose, onDone, onQueued }: Props) {
  const { t } = useTranslation();
  const { count: counted } = useCountText();
  const canSeeWarehouses = useCan('wms.read');
  const warehouses = useBulkEditWarehouses(opened && canSeeWarehouses);
  const edit = useBulkEditOrders();
  const [result, setResult] = useState<BulkDone | null>(null);
  const form = useForm<BulkEditValues>({ resolver: zodResolver(bulkEditForm), defaultValues: emptyBulkEdit });
  const busy = edit.isPending;
  const nothing = count === 0 || !target;
  const ticked = form.watch('ticked');

  const close = () => {
    if (busy) return;
    form.reset(emptyBulkEdit);
    edit.reset();
    setResult(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    try {
      const answer = await edit.mutateAsync({ ...target, changes: changesOf(values) });
      form.reset(emptyBulkEdit);
      edit.reset();
      if (answer.state === 'queued') onQueued(answer);
      else if ((answer.skipped ?? 0) > 0) setResult(answer);
      else onDone(answer.message);
    } catch {
      // the error is shown in the dialog from the mutation state
    }
  });
  const label = (field: BulkEditField) => t(`orders.bulkEdit.fields.${field}`);

  /** One field: its tick and, enabled once ticked, its value. */
  const row = (field: BulkEditField, input: (disabled: boolean) => ReactNode) => (
    <Stack gap={4} key={field}>
      <Controller
        control={form.control}
        name={`ticked.${field}`}
        render={({ field: tick }) => (
          <Checkbox
            label={t('orders.bulkEdit.change', { field: label(field) })}
            checked={tick.value}
            onChange={(event) => {
              tick.onChange(event.currentTarget.checked);
              if (form.formState.isSubmitted) void form.trigger();
            }}
            disabled={busy || nothing}
          />
        )}
      />
      {input(busy || nothing || !ticked[field])}
    </Stack>
  );
  const select = (
    field: 'deliveryMethod' | 'paymentMethod' | 'documentType' | 'warehouseId',
    data: { value: string; label: string }[],
  ) =>
    row(field, (disabled) => (
      <Controller
        control={form.control}
        name={field}
        render={({ field: input, fieldState }) => (
          <Select
            aria-label={label(field)}
            placeholder={t('orders.bulkEdit.choose')}
            data={data}
            value={input.value ?? null}
            onChange={(value) => input.onChange(value)}
            onBlur={input.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    ));

  return (
    <BulkFormModal
      opened={opened}
      title={t('orders.bulkEdit.title')}
      size={560}
      busy={busy}
      nothing={nothing}
      error={edit.error}
      texts={{
        target: t('orders.bulkEdit.target', { orders: counted(count, 'orders') }),
        progress: t('orders.bulkEdit.progress'),
        failed: t('orders.bulkEdit.failed'),
        submit: t('orders.bulkEdit.submit'),
        submitting: t('orders.bulkEdit.submitting'),
      }}
      targetTestId="bulk-edit-target"
      onSubmit={submit}
      onClose={close}
      result={
        result && (
          <Stack gap="md">
            <Alert color="orange" role="status" data-testid="bulk-edit-result">
              {result.message}
            </Alert>
            <BulkSkips skips={result.skips ?? []} skipped={result.skipped ?? 0} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('orders.bulkEdit.close')}</Button>
            </Group>
          </Stack>
        )
      }
    >
      {select('deliveryMethod', options(deliveryMethodLabels))}
      {select('paymentMethod', options(paymentMethodLabels))}
      {select('documentType', options(documentTypeLabels))}
      {canSeeWarehouses &&
        select(
          'warehouseId',
          (warehouses.data?.data ?? []).map((warehouse) => ({
            value: warehouse.id,
            label: warehouse.name,
          })),
        )}
      {row('shipmentDateEnd', (disabled) => (
        <Controller
          control={form.control}
          name="shipmentDateEnd"
          render={({ field }) => (
            <DatesLocale>
              <DateTimePicker
                aria-label={label('shipmentDateEnd')}
                placeholder={t('orders.bulkEdit.noDate')}
                valueFormat="DD/MM/YYYY HH:mm"
                value={pickerValue(field.value)}
                onChange={(value) => field.onChange(isoFromPicker(value))}
                clearable
                disabled={disabled}
              />
            </DatesLocale>
          )}
        />
      ))}
      {form.formState.errors.ticked?.message && (
        <Text size="sm" c="red" role="alert">
          {form.formState.errors.ticked.message}
        </Text>
      )}
    </BulkFormModal>
  );
}
