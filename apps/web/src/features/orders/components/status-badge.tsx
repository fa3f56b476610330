import { Badge, Tooltip } from '@mantine/core';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { useTranslation } from '../../../lib/i18n';
import { StatusDot } from '../../../components/order-status-options/status-dot';

/** A long name wraps onto a second line instead of being cut ('Gotowe do…'). */
const wrapping = {
  height: 'auto',
  minHeight: 'var(--badge-height)',
  maxWidth: '100%',
  paddingBlock: 2,
} as const;
const wrappingLabel = {
  whiteSpace: 'normal',
  overflow: 'visible',
  lineHeight: 1.25,
  textOverflow: 'clip',
} as const;

/**
 * The status in its colour. Status colours are arbitrary (#F3FF33 is bright yellow), so the colour
 * tints the background and marks a dot while the text stays dark enough to read.
 */
export function StatusBadge({ status }: { status: OrderStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) {
    return (
      <Badge
        variant="default"
        radius="sm"
        tt="none"
        fw={500}
        styles={{ root: wrapping, label: wrappingLabel }}
      >
        {t('orders.table.noStatus')}
      </Badge>
    );
  }
  return (
    <Tooltip label={status.internalName} withArrow openDelay={300}>
      <Badge
        radius="sm"
        tt="none"
        fw={600}
        variant="outline"
        leftSection={<StatusDot color={status.color} size={8} />}
        data-testid="status-badge"
        styles={{
          root: {
            ...wrapping,
            background: `color-mix(in srgb, ${status.color} 16%, white)`,
            borderColor: status.color,
            color: 'var(--mantine-color-dark-7)',
          },
          label: wrappingLabel,
        }}
      >
        {status.internalName}
      </Badge>
    </Tooltip>
  );
}
