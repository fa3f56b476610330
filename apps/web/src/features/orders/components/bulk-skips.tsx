import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { BulkSkip } from '@zaplecze/contract/orders/orders-bulk';

/** The orders a bulk edit skipped, each with the reason the server gave. */
export function BulkSkips({ skips, skipped }: { skips: BulkSkip[]; skipped: number }) {
  const { t } = useTranslation();
  if (skips.length === 0) return null;
  return (
    <div data-testid="bulk-skips">
      <Text size="sm" fw={500}>
        {t('orders.bulkEdit.skippedTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {skips.map((skip) => (
          <List.Item key={skip.orderId}>
            {t('orders.bulkEdit.skip', { no: skip.no, reason: skip.reason })}
          </List.Item>
        ))}
      </List>
      {skipped > skips.length && (
        <Text size="xs" c="dimmed">
          {t('orders.bulkEdit.moreSkipped', { count: skipped - skips.length })}
        </Text>
      )}
    </div>
  );
}
