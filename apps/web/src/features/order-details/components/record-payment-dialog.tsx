import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { orderPartMessages } from '@zaplecze/contract/orders/order-detail-parts';
import { formatMoney } from '@zaplecze/contract/common/money';
import { overpaymentAfter, remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import { paymentMethods } from '@zaplecze/contract/orders/orders-filter';
import { isVersionConflict } from '../api/order-mutation';
import { useRecordPayment } from '../api/record-payment';
import { formDateFormat, isoFromPicker, pickerValue } from '../format';
import { paymentForm, typedFromAmount, type PaymentFormOutput, type PaymentFormValues } from '../forms';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import { ConflictAlert } from '../../../components/conflict-alert';
import { orderConflictTexts } from './conflict-texts';

function initialValues(order: Order): PaymentFormValues {
  const remaining = remainingAmount(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount);
  return {
    amount: remaining.startsWith('-') || remaining === '0.00' ? '' : typedFromAmount(remaining),
    method: order.paymentMethod,
    reference: '',
    paidAt: new Date().toISOString(),
  };
}

/** A manual payment in the order's currency; it adds to the amount already paid. */
export function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const record = useRecordPayment(order.id);
  const [conflict, setConflict] = useState(false);
  /** The payment waiting for a second yes because it would leave the order overpaid. */
  const [overpaying, setOverpaying] = useState<{ values: PaymentFormOutput; by: string } | null>(null);
  const confirmOverpayment = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (overpaying) confirmOverpayment.current?.focus();
  }, [overpaying]);
  const form = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(paymentForm),
    defaultValues: initialValues(order),
  });
  const { errors } = form.formState;
  const text = (key: string) => t(`orderDetails.payment.dialog.${key}`);

  const send = (values: PaymentFormOutput) =>
    record.mutate(values, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        onClose();
      },
      onError: (error) => {
        setConflict(isVersionConflict(error));
        setOverpaying(null);
        page.reportError(orderPartMessages.paymentFailed, error);
      },
    });

  const submit = form.handleSubmit((values) => {
    const by = overpaymentAfter(
      order.totalValueGrossPrice.amount,
      order.alreadyPaidPrice.amount,
      values.amount,
    );
    if (by !== '0.00') setOverpaying({ values, by });
    else send(values);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size={560}
      title={text('title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="payment-form">
        <Stack gap="sm">
          {conflict && (
            <ConflictAlert
              texts={orderConflictTexts(t)}
              onReload={async () => {
                await page.reload();
                setConflict(false);
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('orderDetails.payment.dialog.amount', { currency: order.currency })}
              withAsterisk
              inputMode="decimal"
              error={errors.amount?.message}
              {...form.register('amount')}
            />
            <Controller
              control={form.control}
              name="paidAt"
              render={({ field }) => (
                <DateTimePicker
                  label={text('paidAt')}
                  valueFormat={formDateFormat}
                  value={pickerValue(field.value)}
                  onChange={(value) => field.onChange(isoFromPicker(value) ?? undefined)}
                  error={errors.paidAt?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <Select
                  label={t('orderDetails.payment.method')}
                  placeholder={t('orderDetails.payment.methodPlaceholder')}
                  clearable
                  data={paymentMethods.map((method) => ({
                    value: method,
                    label: t(`orderDetails.payment.methods.${method}`),
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
            <TextInput
              label={text('reference')}
              maxLength={100}
              error={errors.reference?.message}
              {...form.register('reference')}
            />
          </SimpleGrid>
          {overpaying ? (
            <Alert
              color="orange"
              title={text('overpaidTitle')}
              role="alertdialog"
              data-testid="overpayment-warning"
            >
              <Stack gap="sm">
                {t('orderDetails.payment.dialog.overpaidText', {
                  amount: formatMoney(overpaying.by, order.currency),
                })}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => setOverpaying(null)} disabled={record.isPending}>
                    {text('overpaidBack')}
                  </Button>
                  <Button
                    color="orange.9"
                    loading={record.isPending}
                    onClick={() => send(overpaying.values)}
                    ref={confirmOverpayment}
                  >
                    {text('overpaidConfirm')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={record.isPending}>
                {text('cancel')}
              </Button>
              <Button type="submit" loading={record.isPending}>
                {text('submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
