import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderRow } from '@zaplecze/contract/orders/orders';

/**
 * The client column: the name the server picked by the priority of spec 001 §9 (delivery person,
 * billing person, delivery company, billing company, e-mail local part), with the fallbacks.
 */
export function CustomerCell({ customer }: { customer: OrderRow['customer'] }) {
  const { t } = useTranslation();
  const name = customer.name?.trim();
  const email = customer.email?.trim();
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={500} truncate c={name ? undefined : 'gray.7'} fs={name ? undefined : 'italic'}>
        {name || t('orders.table.unknownClient')}
      </Text>
      <Text size="xs" c="gray.7" truncate>
        {email || t('orders.table.noEmail')}
      </Text>
    </div>
  );
}
