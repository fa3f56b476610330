import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderRow as Row, OrderSortField } from '@zaplecze/contract/orders/orders';
import { orderPath } from '../../../lib/orders-list-url';
import { checkboxColumnWidth, columnSpecs, type OrderColumn } from '../columns';
import { OrderRow } from './order-row';
import classes from './orders-table.module.css';

interface Props {
  rows: Row[];
  columns: readonly OrderColumn[];
  statuses: Map<string, OrderStatus>;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  onSort: (field: OrderSortField) => void;
  selectable: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  onTogglePage: (select: boolean) => void;
  labelledBy: string;
}

const sortFields: Partial<Record<OrderColumn, OrderSortField>> = {
  number: 'number',
  created: 'createdAt',
  client: 'clientName',
  value: 'value',
};

const labelKeys: Record<OrderColumn, string> = {
  number: 'orders.table.id',
  status: 'orders.table.status',
  products: 'orders.table.products',
  created: 'orders.table.created',
  client: 'orders.table.client',
  value: 'orders.table.value',
  info: 'orders.table.info',
};

function ColumnHeader({
  column,
  sort,
  direction,
  onSort,
}: {
  column: OrderColumn;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  onSort: (field: OrderSortField) => void;
}) {
  const { t } = useTranslation();
  const field = sortFields[column];
  const align = column === 'value' ? 'right' : undefined;
  const label = t(labelKeys[column]);
  if (!field)
    return (
      <Table.Th ta={align} data-column={column}>
        {label}
      </Table.Th>
    );
  const active = sort === field;
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={align}
      data-column={column}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(field)}>
        {label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45, flexShrink: 0 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** 'Lista zamówień' (spec 001 §2.6) as a table with fixed column widths that fits its card. */
export function OrdersTable(props: Props) {
  const { rows, columns, statuses, selectable, isSelected, onToggle, onTogglePage, labelledBy } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sortProps = { sort: props.sort, direction: props.direction, onSort: props.onSort };
  const selectedOnPage = rows.filter((row) => isSelected(row.id)).length;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;

  return (
    <Table
      className={classes.table}
      verticalSpacing={6}
      horizontalSpacing="xs"
      aria-labelledby={labelledBy}
      data-testid="orders-table"
    >
      <colgroup>
        {selectable && <col style={{ width: checkboxColumnWidth }} />}
        {columns.map((column) => (
          <col
            key={column}
            style={columnSpecs[column].flexible ? undefined : { width: columnSpecs[column].width }}
          />
        ))}
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          {selectable && (
            <Table.Th>
              <Checkbox
                size="xs"
                checked={allOnPage}
                indeterminate={selectedOnPage > 0 && !allOnPage}
                onChange={() => onTogglePage(!allOnPage)}
                aria-label={t('orders.table.selectPage')}
              />
            </Table.Th>
          )}
          {columns.map((column) => (
            <ColumnHeader key={column} column={column} {...sortProps} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <OrderRow
            key={row.id}
            row={row}
            columns={columns}
            status={row.statusId ? statuses.get(row.statusId) : undefined}
            selectable={selectable}
            selected={isSelected(row.id)}
            onToggle={() => onToggle(row.id)}
            onOpen={() => void navigate(orderPath(row.id, searchParams))}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
