import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCoin, IconReceipt } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { OrderSummary } from '@zaplecze/contract/orders/orders';

function Tile({
  label,
  value,
  note,
  icon: Icon,
  color,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean; color?: string }>;
  color: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text
        size="xs"
        c="gray.7"
        fw={600}
        tt="uppercase"
        style={{ display: 'flex', gap: 6, alignItems: 'center' }}
      >
        <Icon size={16} aria-hidden color={`var(--mantine-color-${color}-7)`} />
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="gray.7" truncate title={note}>
          {note}
        </Text>
      )}
    </Card>
  );
}

/**
 * The four tiles of spec 001 §2.6, counted by the server for the list's current filter. They come
 * in their own request after the page: '…' until then, '—' when counting failed.
 */
export function SummaryTiles({ summary, failed }: { summary: OrderSummary | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const pending = failed ? '—' : '…';
  const number = (value: number | undefined) =>
    value === undefined ? pending : value.toLocaleString('pl-PL');
  const others = (summary?.otherCurrencies ?? [])
    .map((item) => formatMoney(item.amount, item.currency))
    .join(', ');
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 4 }}
      spacing="sm"
      component="section"
      aria-label={t('orders.summary.label')}
      aria-busy={!summary && !failed}
    >
      <Tile
        label={t('orders.summary.count')}
        value={number(summary?.count)}
        icon={IconReceipt}
        color="blue"
        testId="summary-count"
      />
      <Tile
        label={t('orders.summary.pending')}
        value={number(summary?.pending)}
        icon={IconClockHour4}
        color="orange"
        testId="summary-pending"
      />
      <Tile
        label={t('orders.summary.completed')}
        value={number(summary?.completed)}
        icon={IconCircleCheck}
        color="green"
        testId="summary-completed"
      />
      <Tile
        label={t('orders.summary.value')}
        value={summary ? formatMoney(summary.totalValue.amount, 'PLN') : pending}
        note={others ? t('orders.summary.otherCurrencies', { list: others }) : undefined}
        icon={IconCoin}
        color="grape"
        testId="summary-value"
      />
    </SimpleGrid>
  );
}
