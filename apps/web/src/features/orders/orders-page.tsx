import { Alert, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { serializeOrderFilter } from '@zaplecze/contract/orders/orders-filter';
import { statusOptions } from '../../components/order-status-options/status-options';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useStatuses } from '../../components/order-status-options/get-statuses';
import { useOrderSummary } from './api/get-order-summary';
import { useOrders } from './api/get-orders';
import { useStatusGroups } from '../../components/order-status-options/get-status-groups';
import { BulkEditModal } from './components/bulk-edit-modal';
import { BulkJobCard } from './components/bulk-job-card';
import { BulkStatusModal } from './components/bulk-status-modal';
import { DpdBulkCard } from './components/dpd-bulk-card';
import { DpdBulkModal } from './components/dpd-bulk-modal';
import { FilterBuilder } from './components/filter-builder';
import { OrdersHeader } from './components/orders-header';
import { OrdersListCard } from './components/orders-list-card';
import { SelectionBar } from './components/selection-bar';
import { StatusSidebar } from './components/status-sidebar';
import { SummaryTiles } from './components/summary-tiles';
import { defaultLimit, toSearchParams, useOrdersListState, type OrdersListState } from './list-state';
import { useBulkActions } from './use-bulk-actions';
import { useCan } from './use-can';
import { useSelection, type BulkTarget } from './use-selection';
import './translations';
import { notify } from './notify';

/** The orders export page for the list's status and conditional filter (paging and sort do not matter). */
const exportHref = (state: OrdersListState) => {
  const params = toSearchParams({
    ...state,
    page: 1,
    limit: defaultLimit,
    sort: 'createdAt',
    direction: 'desc',
  });
  return `/dashboard/orders-import-export/export${params.size > 0 ? `?${params}` : ''}`;
};

/** /dashboard/orders: the status sidebar, the filter builder and 'Lista zamówień' (spec 001 §2.5–2.7, §2.10). */
export function Component() {
  const { t } = useTranslation();
  const controls = useOrdersListState();
  const { state } = controls;
  const [params] = useSearchParams();
  const isMobile = useMediaQuery('(max-width: 63.99em)') ?? false;
  const [sidebarOpened, sidebar] = useDisclosure(false);
  const [filterOpen, setFilterOpen] = useState(Boolean(state.filter));
  const [statusDialog, setStatusDialog] = useState(false);
  const [editDialog, setEditDialog] = useState(false);
  const [dpdDialog, setDpdDialog] = useState(false);
  const [dpdRuns, setDpdRuns] = useState<{ runId: string; total: number }[]>([]);
  const canEdit = useCan('oms.edit');
  const canDelete = useCan('oms.delete');
  const canExport = useCan('oms.export');

  const filterJson = state.filter ? serializeOrderFilter(state.filter) : undefined;
  const list = useOrders({
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    direction: state.direction,
    statusId: state.statusId,
    filter: filterJson,
  });
  // The page comes without waiting for the count of a broad filter; the summary brings it.
  const summary = useOrderSummary({ statusId: state.statusId, filter: filterJson });
  const exactCount = summary.data?.count ?? (list.data?.countExact ? list.data.count : undefined);
  const count = exactCount ?? list.data?.count;
  const shownPage = list.data?.page ?? state.page;
  const statuses = useStatuses();
  const groups = useStatusGroups();
  const statusById = useMemo(
    () => new Map((statuses.data?.data ?? []).map((s) => [s.id, s])),
    [statuses.data],
  );
  const statusData = useMemo(
    () =>
      statusOptions(statuses.data?.data ?? [], groups.data?.data ?? [], t('orders.statusGroups.ungrouped')),
    [statuses.data, groups.data, t],
  );

  const selection = useSelection(`${state.statusId ?? ''}|${filterJson ?? ''}`);
  const matching = count ?? 0;
  const selectedCount = selection.allMatching ? matching : selection.ids.size;
  const target: BulkTarget | null = selection.allMatching
    ? { filter: { statusId: state.statusId, rootGroup: state.filter ?? undefined, archived: 'exclude' } }
    : selection.ids.size > 0
      ? { orderIds: [...selection.ids] }
      : null;
  const bulk = useBulkActions(selection.clear);

  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const listError = list.error && list.error !== dismissedError ? list.error : null;
  const invalidFilterInUrl = params.has('f') && !state.filter;

  // A page number past the last page is answered with the last page: the URL follows.
  const { clampPage } = controls;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.page !== state.page) clampPage(list.data.page);
  }, [list.data, list.isPlaceholderData, state.page, clampPage]);

  usePageTitle(t('orders.pageTitle'));

  const whenSelected = (action: (target: BulkTarget) => void) => () => {
    if (!target) return void notify('warning', t('orders.selection.nothingSelected'));
    action(target);
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <StatusSidebar
        statusId={state.statusId}
        onSelect={controls.setStatus}
        isMobile={isMobile}
        opened={sidebarOpened}
        onClose={sidebar.close}
      />
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <OrdersHeader
          page={shownPage}
          limit={state.limit}
          count={count}
          countExact={exactCount !== undefined}
          filterOpen={filterOpen}
          filterActive={Boolean(state.filter)}
          isMobile={isMobile}
          onToggleFilter={() => setFilterOpen((open) => !open)}
          onOpenSidebar={sidebar.open}
          exportHref={canExport ? exportHref(state) : undefined}
        />
        {invalidFilterInUrl && (
          <Alert color="orange" variant="light" py="xs">
            {t('orders.filter.fromUrlInvalid')}
          </Alert>
        )}
        <Collapse in={filterOpen} id="order-filter-panel">
          {filterOpen && (
            <FilterBuilder applied={state.filter} onApply={controls.setFilter} statusData={statusData} />
          )}
        </Collapse>
        {bulk.jobs.map((job) => (
          <BulkJobCard key={job.jobId} {...job} onDismiss={() => bulk.dismissJob(job.jobId)} />
        ))}
        {dpdRuns.map((run) => (
          <DpdBulkCard
            key={run.runId}
            {...run}
            onDismiss={() => setDpdRuns((runs) => runs.filter((item) => item.runId !== run.runId))}
          />
        ))}
        {listError && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('orders.loadErrorTitle')}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setDismissedError(list.error)}
            role="alert"
            data-testid="orders-error"
          >
            <Group justify="space-between" gap="sm">
              <span>{listError instanceof ApiError ? listError.message : t('orders.loadError')}</span>
              <Button size="compact-xs" variant="white" color="red" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <SummaryTiles summary={summary.data} failed={summary.isError} />
        <OrdersListCard
          list={list.data}
          count={count ?? 0}
          countExact={exactCount !== undefined}
          fetching={list.isFetching}
          controls={controls}
          statuses={statusById}
          selection={selection}
          selectable={canEdit || canDelete}
          cards={isMobile}
          onRetry={list.error ? () => void list.refetch() : undefined}
        />
        <SelectionBar
          count={selectedCount}
          allMatching={selection.allMatching}
          matching={matching}
          canEdit={canEdit}
          canDelete={canDelete}
          onSelectAllMatching={selection.selectAllMatching}
          onChangeStatus={whenSelected(() => setStatusDialog(true))}
          onEdit={whenSelected(() => setEditDialog(true))}
          onArchive={whenSelected((value) => bulk.confirmArchive(value, selectedCount))}
          onDpd={whenSelected((value) =>
            value.orderIds ? setDpdDialog(true) : notify('warning', t('orders.dpdBulk.onlySelected')),
          )}
          onDelete={whenSelected((value) => bulk.confirmDelete(value, selectedCount))}
          onClear={selection.clear}
        />
      </Stack>
      <BulkStatusModal
        opened={statusDialog}
        target={target}
        count={selectedCount}
        statusData={statusData}
        onClose={() => setStatusDialog(false)}
        onDone={(message) => {
          setStatusDialog(false);
          selection.clear();
          notify('success', message);
        }}
        onQueued={(job) => {
          setStatusDialog(false);
          selection.clear();
          bulk.track('status', job);
        }}
      />
      <BulkEditModal
        opened={editDialog}
        target={target}
        count={selectedCount}
        onClose={() => setEditDialog(false)}
        onDone={(message) => {
          setEditDialog(false);
          selection.clear();
          notify('success', message);
        }}
        onQueued={(job) => {
          setEditDialog(false);
          selection.clear();
          bulk.track('edit', job);
        }}
      />
      {dpdDialog && target?.orderIds && (
        <DpdBulkModal
          orderIds={target.orderIds}
          onClose={() => setDpdDialog(false)}
          onQueued={(run) => {
            setDpdDialog(false);
            selection.clear();
            setDpdRuns((runs) => [...runs, run]);
          }}
        />
      )}
    </Group>
  );
}
