import { Badge } from '@mantine/core';
import type { OrderStatus } from '@zaplecze/contract/order-statuses';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../../../components/order-status-options/status-dot';

/**
 * The status in its colour. Status colours are arbitrary (#F3FF33 is bright yellow), so the colour
 * tints the background and marks a dot while the text stays dark enough to read.
 */
export function StatusBadge({ status }: { status: OrderStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) {
    return (
      <Badge variant="default" radius="sm" tt="none" fw={500}>
        {t('orders.table.noStatus')}
      </Badge>
    );
  }
  return (
    <Badge
      radius="sm"
      tt="none"
      fw={600}
      variant="outline"
      maw={180}
      title={status.internalName}
      leftSection={<StatusDot color={status.color} size={8} />}
      styles={{
        root: {
          background: `color-mix(in srgb, ${status.color} 16%, white)`,
          borderColor: status.color,
          color: 'var(--mantine-color-dark-7)',
        },
      }}
    >
      {status.internalName}
    </Badge>
  );
}
