import { Button, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyMax, maxWarehouses, type Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { usePriceLists } from '../price-lists/api/get-price-lists';
import { useDeleteWarehouse } from './api/delete-warehouse';
import { useOrderStatuses } from './api/get-order-statuses';
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<Warehouse | null | undefined>(undefined);
  const warehouses = useWarehouses(debounced);
  const all = useWarehouses();
  const priceLists = usePriceLists();
  const statuses = useOrderStatuses();
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
    <ListPageFrame
      card
      title={t('warehouses.title')}
      titleId="warehouses-title"
      subtitle={t('warehouses.subtitle')}
      actions={
        canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
            disabled={!all.data || total >= maxWarehouses}
            title={total >= maxWarehouses ? t('warehouses.limitReached') : undefined}
          >
            {t('warehouses.add')}
          </Button>
        )
      }
      search={
        <TextInput
          aria-label={t('warehouses.search')}
          placeholder={t('warehouses.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      }
      toolbar={
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('warehouses.count', { count: total })}
        </Text>
      }
      query={warehouses}
      loadingLabel={t('warehouses.loading')}
      errorMessage={(error) => loadErrorText(error, t('warehouses.loadError'))}
      empty={t(debounced ? 'warehouses.noResults' : 'warehouses.empty')}
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
    </ListPageFrame>
  );
}
