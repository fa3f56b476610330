import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import {
  documentTypeOf,
  documentTypes,
  orderCardToasts,
  type DocumentType,
} from '@zaplecze/contract/orders/order-cards';
import { paymentBalance } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import { paymentMethods } from '@zaplecze/contract/orders/orders-filter';
import { useUpdatePaymentSettings, type PaymentSettingsInput } from '../api/update-payment-settings';
import { formatDate } from '../format';
import { notifyInfo, notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import { PaymentsList } from './payments-list';
import { RecordPaymentDialog } from './record-payment-dialog';

/** 'Płatność': what is left to pay, the sales document, the payment method, recorded payments. */
export function PaymentCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const titleId = useId();
  const settings = useUpdatePaymentSettings(order.id);
  const [recording, setRecording] = useState(false);
  const balance = paymentBalance(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount);
  const balanceColor = { due: 'red.9', settled: 'green.9', overpaid: 'orange.9' }[balance.kind];
  const text = (key: string) => t(`orderDetails.payment.${key}`);

  const save = (input: PaymentSettingsInput) =>
    settings.mutate(input, {
      onSuccess: (result) => (result.changed ? notifySuccess(result.message) : notifyInfo(result.message)),
      onError: (error) => page.reportError(orderCardToasts.payment.failed, error),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="payment-card"
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {text('title')}
        </Title>
        {page.canEdit && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCash size={14} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            {text('record')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" data-testid="balance-label">
              {text(balance.kind === 'overpaid' ? 'overpaid' : 'remaining')}
            </Text>
            <Text size="xl" fw={700} c={balanceColor} data-testid="remaining-amount">
              {formatMoney(balance.amount, order.currency)}
            </Text>
          </div>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {text('total')}:{' '}
              <b data-testid="payment-total">
                {formatMoney(order.totalValueGrossPrice.amount, order.currency)}
              </b>
            </Text>
            <Text size="xs" c="dimmed">
              {text('paid')}:{' '}
              <b data-testid="already-paid">{formatMoney(order.alreadyPaidPrice.amount, order.currency)}</b>
            </Text>
            {order.alreadyPaidPriceDate && (
              <Text size="xs" c="dimmed">
                {t('orderDetails.payment.paidOn', { date: formatDate(order.alreadyPaidPriceDate) })}
              </Text>
            )}
          </Stack>
        </Group>
        <div>
          <Text size="xs" c="dimmed" id={`${titleId}-document`} mb={4}>
            {text('document')}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            aria-labelledby={`${titleId}-document`}
            disabled={!page.canEdit}
            data={documentTypes.map((type) => ({
              value: type,
              label: t(`orderDetails.payment.documentTypes.${type}`),
            }))}
            value={documentTypeOf(order.prepareInvoice)}
            onChange={(value) => save({ documentType: value as DocumentType })}
          />
        </div>
        <Select
          size="xs"
          label={text('method')}
          placeholder={text('methodPlaceholder')}
          disabled={!page.canEdit}
          data={paymentMethods.map((method) => ({
            value: method,
            label: t(`orderDetails.payment.methods.${method}`),
          }))}
          value={order.paymentMethod}
          clearable
          onChange={(value) =>
            save({ paymentMethod: (value as PaymentSettingsInput['paymentMethod']) ?? null })
          }
        />
        <PaymentsList order={order} />
      </Stack>
      {recording && <RecordPaymentDialog order={order} onClose={() => setRecording(false)} />}
    </Card>
  );
}
