import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { Order } from '@zaplecze/contract/orders/orders';
import { formatDate } from '../format';

/** The payments recorded for the order, newest first. */
export function PaymentsList({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.payments.length === 0) return null;
  const payments = [...order.payments].sort((a, b) => b.paidAt.localeCompare(a.paidAt));
  return (
    <Stack gap={4} data-testid="payments-list">
      <Text size="xs" c="dimmed" fw={600}>
        {t('orderDetails.payment.payments')}
      </Text>
      {payments.map((payment) => (
        <Group key={payment.id} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" truncate>
            {formatDate(payment.paidAt)}
            {payment.method && ` · ${t(`orderDetails.payment.methods.${payment.method}`)}`}
            {payment.reference && ` · ${payment.reference}`}
          </Text>
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(payment.amount.amount, payment.amount.currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
