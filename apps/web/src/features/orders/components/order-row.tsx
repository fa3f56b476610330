import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@zaplecze/contract/money';
import type { OrderStatus } from '@zaplecze/contract/order-statuses';
import type { OrderRow as Row } from '@zaplecze/contract/orders';
import { orderPath } from '../../../lib/orders-list-url';
import { formatDateTime, formatListDate } from '../format';
import { CustomerCell } from './customer-cell';
import { InfoCell } from './info-cell';
import { ProductsCell } from './products-cell';
import { StatusBadge } from './status-badge';
import classes from './orders-table.module.css';

/** A line of 'Lista zamówień'; clicking anywhere but the checkbox opens the order. */
export function OrderRow({
  row,
  status,
  selectable,
  selected,
  onToggle,
  onOpen,
}: {
  row: Row;
  status: OrderStatus | undefined;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Table.Tr
      className={classes.row}
      data-selected={selected || undefined}
      onClick={onOpen}
      data-testid="order-row"
      data-order-id={row.id}
    >
      {selectable && (
        <Table.Td className={classes.check} onClick={(event) => event.stopPropagation()}>
          <Checkbox
            size="xs"
            checked={selected}
            onChange={onToggle}
            aria-label={t('orders.table.selectRow', { no: row.no })}
          />
        </Table.Td>
      )}
      <Table.Td>
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
        <Text size="xs" c="gray.7" truncate maw={140}>
          {row.externalId ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td className={classes.status}>
        <StatusBadge status={status} />
      </Table.Td>
      <Table.Td className={classes.products}>
        <ProductsCell products={row.products} total={row.productCount} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={formatDateTime(row.created)} style={{ whiteSpace: 'nowrap' }}>
          {formatListDate(row.created)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.client}>
        <CustomerCell customer={row.customer} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(row.totalValueGrossPrice.amount, row.totalValueGrossPrice.currency)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.info}>
        <InfoCell row={row} />
      </Table.Td>
    </Table.Tr>
  );
}
