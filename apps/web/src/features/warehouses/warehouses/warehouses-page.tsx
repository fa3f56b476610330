import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { hierarchyMax, maxWarehouses, type Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { CappedListPage, useListSearch } from '../../../components/capped-list-page';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { usePriceLists } from '../price-lists/api/get-price-lists';
import { useDeleteWarehouse } from './api/delete-warehouse';
import { useStatuses } from '../../../components/order-status-options/get-statuses';
import { useWarehouses } from './api/get-warehouses';
import { WarehouseFormDialog } from './components/warehouse-form-dialog';
import { WarehousesTable } from './components/warehouses-table';
import './translations';

function firstFreePosition(rows: Warehouse[]): number {
  const taken = new Set(rows.map((row) => row.hierarchyPosition));
  for (let position = 1; position <= hierarchyMax; position += 1) if (!taken.has(position)) return position;
  return hierarchyMax;
}

/** /dashboard/magazine-configuration/magazyny: 'Konfiguracja magazynów' (spec 002 §2.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('warehouses.title'));
  const canEdit = usePermission('wms.edit');
  const search = useListSearch();
  const [editing, setEditing] = useState<Warehouse | null | undefined>(undefined);
  const warehouses = useWarehouses(search.search);
  const all = useWarehouses();
  const priceLists = usePriceLists();
  const statuses = useStatuses();
  const remove = useDeleteWarehouse();
  const total = all.data?.count ?? 0;

  const confirmDelete = useConfirmDelete(remove, (warehouse: Warehouse) => ({
    title: t('warehouses.confirmDelete.title'),
    message: t('warehouses.confirmDelete.message', {
      name: warehouse.name,
      interpolation: { escapeValue: true },
    }),
    confirmText: t('warehouses.confirmDelete.confirm'),
    variables: warehouse.id,
    success: t('warehouses.notify.deleted'),
    failure: t('warehouses.notify.deleteError'),
  }));

  return (
    <CappedListPage
      title={t('warehouses.title')}
      titleId="warehouses-title"
      subtitle={t('warehouses.subtitle')}
      canAdd={canEdit}
      addLabel={t('warehouses.add')}
      onAdd={() => setEditing(null)}
      addDisabled={!all.data || total >= maxWarehouses}
      addTitle={total >= maxWarehouses ? t('warehouses.limitReached') : undefined}
      searchLabel={t('warehouses.search')}
      search={search}
      countText={t('warehouses.count', { count: total })}
      query={warehouses}
      loadingLabel={t('warehouses.loading')}
      errorMessage={(error) => loadErrorText(error, t('warehouses.loadError'))}
      empty={t('warehouses.empty')}
      noResults={t('warehouses.noResults')}
      extra={
        editing !== undefined && (
          <WarehouseFormDialog
            warehouse={editing}
            nextPosition={firstFreePosition(all.data?.data ?? [])}
            priceLists={priceLists.data?.data ?? []}
            statuses={statuses.data?.data ?? []}
            onClose={() => setEditing(undefined)}
          />
        )
      }
    >
      {(data) => (
        <WarehousesTable
          warehouses={data.data}
          canEdit={canEdit}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      )}
    </CappedListPage>
  );
}
