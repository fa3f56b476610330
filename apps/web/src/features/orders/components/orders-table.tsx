import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OrderStatus } from '@zaplecze/contract/order-statuses';
import type { OrderRow as Row, OrderSortField } from '@zaplecze/contract/orders';
import { orderPath } from '../../../lib/orders-list-url';
import { OrderRow } from './order-row';
import classes from './orders-table.module.css';

interface Props {
  rows: Row[];
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

function SortHeader({
  field,
  label,
  sort,
  direction,
  onSort,
  align,
}: {
  field: OrderSortField;
  label: string;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  onSort: (field: OrderSortField) => void;
  align?: 'right';
}) {
  const active = sort === field;
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={align}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(field)}>
        {label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** 'Lista zamówień' (spec 001 §2.6). */
export function OrdersTable(props: Props) {
  const { rows, statuses, selectable, isSelected, onToggle, onTogglePage, labelledBy } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sortProps = { sort: props.sort, direction: props.direction, onSort: props.onSort };
  const selectedOnPage = rows.filter((row) => isSelected(row.id)).length;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;

  return (
    <div className={classes.scroll}>
      <Table
        className={classes.table}
        verticalSpacing={6}
        horizontalSpacing="sm"
        aria-labelledby={labelledBy}
      >
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th className={classes.check}>
                <Checkbox
                  size="xs"
                  checked={allOnPage}
                  indeterminate={selectedOnPage > 0 && !allOnPage}
                  onChange={() => onTogglePage(!allOnPage)}
                  aria-label={t('orders.table.selectPage')}
                />
              </Table.Th>
            )}
            <SortHeader field="number" label={t('orders.table.id')} {...sortProps} />
            <Table.Th>{t('orders.table.status')}</Table.Th>
            <Table.Th>{t('orders.table.products')}</Table.Th>
            <SortHeader field="createdAt" label={t('orders.table.created')} {...sortProps} />
            <SortHeader field="clientName" label={t('orders.table.client')} {...sortProps} />
            <SortHeader field="value" label={t('orders.table.value')} align="right" {...sortProps} />
            <Table.Th>{t('orders.table.info')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <OrderRow
              key={row.id}
              row={row}
              status={row.statusId ? statuses.get(row.statusId) : undefined}
              selectable={selectable}
              selected={isSelected(row.id)}
              onToggle={() => onToggle(row.id)}
              onOpen={() => void navigate(orderPath(row.id, searchParams))}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
