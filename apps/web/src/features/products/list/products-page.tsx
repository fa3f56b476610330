import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { FilterBuilder } from '../../../components/filter-builder/filter-builder';
import { useProductFilterCatalogue } from '../../../components/filter-builder/product-catalogue';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { useProductSummary } from './api/get-product-summary';
import { useProducts } from './api/get-products';
import { FilterPanel } from './components/filter-panel';
import { JobCard } from './components/job-card';
import { ProductsFooter } from './components/products-footer';
import { ProductsHeader } from './components/products-header';
import { ProductsTable } from './components/products-table';
import { QuickFilters } from './components/quick-filters';
import { SelectionBar } from './components/selection-bar';
import { filtersOf, useProductsListState } from './list-state';
import { useListActions } from './use-list-actions';
import './translations';

/** /dashboard/products: the products list of spec 002 §2.1, filtered, sorted and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controls = useProductsListState();
  const { state } = controls;
  const asCards = useMediaQuery('(max-width: 63.99em)') ?? false;
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const catalogue = useProductFilterCatalogue();
  usePageTitle(t('productsList.title'));

  const filters = useMemo(() => filtersOf(state), [state]);
  const filterKey = JSON.stringify(filters);
  const list = useProducts({ filters, page: state.page, limit: state.limit, sort: state.sort });
  const summary = useProductSummary(filters, list.data !== undefined && !list.data.countExact);
  const exact = summary.data?.count ?? (list.data?.countExact ? list.data.count : undefined);
  const count = exact ?? list.data?.count;
  const page = list.data?.page ?? state.page;

  const [selection, setSelection] = useState<{ key: string; ids: Set<string>; all: boolean }>({
    key: filterKey,
    ids: new Set(),
    all: false,
  });
  // A new filter starts a new selection.
  const current =
    selection.key === filterKey ? selection : { key: filterKey, ids: new Set<string>(), all: false };
  const clearSelection = () => setSelection({ key: filterKey, ids: new Set(), all: false });
  const actions = useListActions(clearSelection);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const error = list.error && list.error !== dismissedError ? list.error : null;

  const rows = list.data?.data ?? [];
  const pageIds = rows.map((row) => row.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => current.ids.has(id));
  const selectedCount = current.all ? (count ?? 0) : current.ids.size;
  const bulkTarget = () => (current.all ? { query: filters } : { ids: [...current.ids] });

  return (
    <Stack gap="md">
      <ProductsHeader
        page={page}
        limit={state.limit}
        count={count}
        countExact={exact !== undefined}
        canEdit={canEdit}
        onExport={(format, descriptions) => void actions.exportList(format, descriptions, filters)}
      />
      <QuickFilters
        state={state}
        onSearch={controls.setSearch}
        onType={controls.setType}
        onStatus={controls.setStatus}
        onView={controls.setView}
        onSort={controls.setSort}
      />
      {state.view === 'panel' && (
        <FilterPanel applied={state.panel} appliedCustom={state.custom} onApply={controls.setPanel} />
      )}
      {state.view === 'builder' && (
        <FilterBuilder
          applied={state.filter}
          catalogue={catalogue}
          title={t('productsList.conditional')}
          onApply={controls.setFilter}
        />
      )}
      {actions.jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          onDone={actions.jobDone}
          onDismiss={() => actions.dismissJob(job.id)}
        />
      ))}
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('productsList.loadError')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setDismissedError(list.error)}
          role="alert"
          data-testid="products-error"
        >
          <Group justify="space-between" gap="sm">
            <span>{error instanceof ApiError ? error.message : t('productsList.loadError')}</span>
            <Button size="compact-xs" variant="white" color="red" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {selectedCount > 0 && (
        <SelectionBar
          count={selectedCount}
          allMatching={current.all}
          matching={wholePage && count !== undefined && count > pageIds.length ? count : null}
          onSelectAllMatching={() => setSelection({ ...current, all: true })}
          onClear={clearSelection}
          onArchive={canEdit ? () => actions.bulk('archive', bulkTarget(), selectedCount) : undefined}
          onDelete={canDelete ? () => actions.bulk('delete', bulkTarget(), selectedCount) : undefined}
        />
      )}
      <Card withBorder radius="md" padding={asCards ? 'xs' : 0}>
        {list.isPending ? (
          <LoadingState label={t('productsList.loading')} />
        ) : rows.length === 0 ? (
          list.isError ? null : (
            <EmptyState text={t('productsList.empty')} />
          )
        ) : (
          <ProductsTable
            rows={rows}
            selected={current.ids}
            asCards={asCards}
            canEdit={canEdit}
            canDelete={canDelete}
            onToggle={(id) => {
              const ids = new Set(current.ids);
              if (ids.has(id)) ids.delete(id);
              else ids.add(id);
              setSelection({ key: filterKey, ids, all: false });
            }}
            onToggleAll={(ids, on) => {
              const next = new Set(current.ids);
              for (const id of ids)
                if (on) next.add(id);
                else next.delete(id);
              setSelection({ key: filterKey, ids: next, all: false });
            }}
            onOpen={(product) => void navigate(`/dashboard/products/${product.id}`)}
            onAction={actions.onRowAction}
          />
        )}
      </Card>
      {count !== undefined && count > 0 && (
        <ProductsFooter
          page={page}
          limit={state.limit}
          count={count}
          hasNext={Boolean(list.data?.nextCursor)}
          onPage={controls.setPage}
          onLimit={controls.setLimit}
        />
      )}
    </Stack>
  );
}
