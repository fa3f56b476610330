import { Button, Card, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderList } from '@zaplecze/contract/orders/orders';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { fitColumns } from '../columns';
import type { OrdersListControls } from '../list-state';
import { useHiddenColumns } from '../use-order-columns';
import type { Selection } from '../use-selection';
import { ColumnChooser } from './column-chooser';
import { OrderCards } from './order-cards';
import { OrdersPager } from './orders-pager';
import { OrdersTable } from './orders-table';

/** 'Lista zamówień': loader on the first load, a dimmed table while another page loads, the empty state. */
export function OrdersListCard({
  list,
  count,
  countExact,
  fetching,
  controls,
  statuses,
  selection,
  selectable,
  cards,
  onRetry,
}: {
  list: OrderList | undefined;
  /** The best count known: exact from the summary, or the list's lower bound. */
  count: number;
  countExact: boolean;
  fetching: boolean;
  controls: OrdersListControls;
  statuses: Map<string, OrderStatus>;
  selection: Selection;
  selectable: boolean;
  /** Below 1024 px the orders are cards instead of table rows. */
  cards: boolean;
  /** Set when the list failed to load: the card keeps a retry even after the error banner is closed. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const { state } = controls;
  const { ref, width } = useElementSize();
  const columns = useHiddenColumns();
  const layout = fitColumns(columns.hidden, width, selectable);
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby="orders-table-title">
      <Group justify="space-between" px="md" py="sm">
        <Title order={2} size="h5" id="orders-table-title">
          {t('orders.table.title')}
        </Title>
        {!cards && (
          <ColumnChooser hidden={columns.hidden} squeezed={layout.squeezed} onToggle={columns.toggle} />
        )}
      </Group>
      <div ref={ref} />
      {!list ? (
        fetching ? (
          <LoadingState />
        ) : onRetry ? (
          <EmptyState
            text={t('orders.loadError')}
            action={
              <Button variant="default" size="xs" onClick={onRetry} data-testid="orders-retry">
                {t('common.retry')}
              </Button>
            }
          />
        ) : null
      ) : list.data.length === 0 ? (
        <EmptyState
          text={controls.hasCriteria ? t('orders.empty') : t('orders.emptyAll')}
          action={
            controls.hasCriteria ? (
              <Button variant="default" size="xs" onClick={controls.clearAll}>
                {t('orders.clearCriteria')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap={0} pos="relative">
          <LoadingOverlay
            visible={fetching}
            zIndex={5}
            overlayProps={{ blur: 0, backgroundOpacity: 0.5 }}
            loaderProps={{ size: 'sm' }}
          />
          {cards ? (
            <OrderCards
              rows={list.data}
              statuses={statuses}
              selectable={selectable}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
            />
          ) : (
            <OrdersTable
              rows={list.data}
              columns={layout.shown}
              statuses={statuses}
              sort={state.sort}
              direction={state.direction}
              onSort={controls.setSort}
              selectable={selectable}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              onTogglePage={(select) =>
                selection.setMany(
                  list.data.map((row) => row.id),
                  select,
                )
              }
              labelledBy="orders-table-title"
            />
          )}
        </Stack>
      )}
      {list && count > 0 && (
        <div
          style={{
            borderTop: '1px solid var(--mantine-color-gray-3)',
            padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
          }}
        >
          <OrdersPager
            page={list.page}
            limit={state.limit}
            count={count}
            countExact={countExact}
            onPage={controls.setPage}
            onLimit={controls.setLimit}
          />
        </div>
      )}
    </Card>
  );
}
