import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderRow } from '@zaplecze/contract/orders/orders';
import { FavoriteStar } from '../../../components/favorite-star/favorite-star';
import { orderPath } from '../../../lib/orders-list-url';
import type { OrderColumn } from '../columns';
import { formatDateTime, formatListDate } from '../format';
import { CustomerCell } from './customer-cell';
import { InfoCell } from './info-cell';
import { ProductsCell } from './products-cell';
import { StatusBadge } from './status-badge';

/** What one column shows for an order; the table row and the card both use it. */
export function OrderCell({
  column,
  row,
  status,
}: {
  column: OrderColumn;
  row: OrderRow;
  status: OrderStatus | undefined;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  switch (column) {
    case 'number':
      return (
        <>
          <Group gap={2} wrap="nowrap">
            <Anchor
              component={Link}
              to={orderPath(row.id, searchParams)}
              size="sm"
              fw={600}
              onClick={(event) => event.stopPropagation()}
              title={t('orders.table.open', { no: row.no })}
            >
              #{row.no}
            </Anchor>
            <FavoriteStar target={{ kind: 'order', targetId: row.id }} size="sm" itemName={`#${row.no}`} />
          </Group>
          <Text size="xs" c="gray.7" truncate title={row.externalId ?? undefined}>
            {row.externalId ?? '—'}
          </Text>
        </>
      );
    case 'status':
      return <StatusBadge status={status} />;
    case 'products':
      return <ProductsCell products={row.products} total={row.productCount} />;
    case 'created':
      return (
        <Text size="sm" title={formatDateTime(row.created)} style={{ whiteSpace: 'nowrap' }}>
          {formatListDate(row.created)}
        </Text>
      );
    case 'client':
      return <CustomerCell customer={row.customer} />;
    case 'value':
      return (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(row.totalValueGrossPrice.amount, row.totalValueGrossPrice.currency)}
        </Text>
      );
    case 'info':
      return <InfoCell row={row} />;
  }
}
