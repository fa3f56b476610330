import { Checkbox, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderRow } from '@zaplecze/contract/orders/orders';
import { orderPath } from '../../../lib/orders-list-url';
import { OrderCell } from './order-cell';
import classes from './order-cards.module.css';

/** 'Lista zamówień' below 1024 px: one card per order with every column of the table. */
export function OrderCards({
  rows,
  statuses,
  selectable,
  isSelected,
  onToggle,
}: {
  rows: OrderRow[];
  statuses: Map<string, OrderStatus>;
  selectable: boolean;
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <ul className={classes.list} aria-label={t('orders.cards.label')} data-testid="order-cards">
      {rows.map((row) => {
        const status = row.statusId ? statuses.get(row.statusId) : undefined;
        const cell = (column: Parameters<typeof OrderCell>[0]['column']) => (
          <OrderCell column={column} row={row} status={status} />
        );
        return (
          <li key={row.id}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              className={classes.card}
              data-selected={isSelected(row.id) || undefined}
              data-testid="order-card"
              onClick={() => void navigate(orderPath(row.id, searchParams))}
            >
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Group gap="xs" align="flex-start" wrap="nowrap" miw={0}>
                    {selectable && (
                      <Checkbox
                        size="sm"
                        mt={2}
                        checked={isSelected(row.id)}
                        onClick={(event) => event.stopPropagation()}
                        onChange={() => onToggle(row.id)}
                        aria-label={t('orders.table.selectRow', { no: row.no })}
                      />
                    )}
                    <div className={classes.shrink}>{cell('number')}</div>
                  </Group>
                  <div className={classes.status}>{cell('status')}</div>
                </Group>
                {cell('client')}
                {cell('products')}
                <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
                  <div className={classes.shrink}>
                    {cell('created')}
                    {cell('info')}
                  </div>
                  {cell('value')}
                </Group>
              </Stack>
            </Paper>
          </li>
        );
      })}
    </ul>
  );
}
