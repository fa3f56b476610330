import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderRow as Row } from '@zaplecze/contract/orders/orders';
import type { OrderColumn } from '../columns';
import { OrderCell } from './order-cell';
import classes from './orders-table.module.css';

/** A line of 'Lista zamówień'; clicking anywhere but the checkbox opens the order. */
export function OrderRow({
  row,
  columns,
  status,
  selectable,
  selected,
  onToggle,
  onOpen,
}: {
  row: Row;
  columns: readonly OrderColumn[];
  status: OrderStatus | undefined;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      className={classes.row}
      data-selected={selected || undefined}
      onClick={onOpen}
      data-testid="order-row"
      data-order-id={row.id}
    >
      {selectable && (
        <Table.Td onClick={(event) => event.stopPropagation()}>
          <Checkbox
            size="xs"
            checked={selected}
            onChange={onToggle}
            aria-label={t('orders.table.selectRow', { no: row.no })}
          />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column} ta={column === 'value' ? 'right' : undefined}>
          <OrderCell column={column} row={row} status={status} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
