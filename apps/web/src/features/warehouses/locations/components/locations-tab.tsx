import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { Location } from '@zaplecze/contract/locations/locations';
import { ListPageFrame } from '../../../../components/list-page-frame';
import { useConfirmDelete } from '../../../../components/use-confirm-delete';
import { usePermission } from '../../../../lib/use-permission';
import { useAllLocationTypes } from '../api/location-types';
import { useDeleteLocations, useLocations, useLocationWarehouses } from '../api/locations';
import { countLocations } from '../count-locations';
import { ImportDialog } from './import-dialog';
import { LocationDialog } from './location-dialog';
import { LocationsTable } from './locations-table';
import { LocationsToolbar } from './locations-toolbar';
import { Pager } from './pager';
import { PrintDialog } from './print-dialog';
import { SearchInput } from './search-input';

type Dialog =
  { kind: 'form'; location: Location | null } | { kind: 'print'; ids: string[] } | { kind: 'import' } | null;

/** 'Tworzenie lokalizacji': search, select-all, import/export, labels, add, edit and delete. */
export function LocationsTab() {
  const { t } = useTranslation();
  const canEdit = usePermission('wms.edit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const locations = useLocations({
    page,
    limit,
    search: debounced || undefined,
    warehouseId: warehouseId ?? undefined,
  });
  const types = useAllLocationTypes();
  const warehouses = useLocationWarehouses();
  const remove = useDeleteLocations();
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected(new Set());
  };

  const toggle = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (checked) next.add(id);
        else next.delete(id);
      return next;
    });

  const confirmDelete = useConfirmDelete(remove, ({ ids, message }: { ids: string[]; message: string }) => ({
    title: t('localization.locations.confirmTitle'),
    message,
    confirmText: t('localization.remove'),
    variables: ids,
    success: (result: { deleted: number }) =>
      t('localization.locations.deleted', { what: countLocations(result.deleted) }),
    failure: t('localization.deleteError'),
    onDeleted: () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  }));
  const deleteIds = (ids: string[], message: string) => confirmDelete({ ids, message });

  const ready = types.data && warehouses.data;
  return (
    <ListPageFrame
      search={
        <Group gap="sm" align="flex-end" style={{ flex: '1 1 280px' }}>
          <SearchInput
            value={search}
            placeholder={t('localization.locations.searchPlaceholder')}
            onChange={(value) => filtered(() => setSearch(value))}
          />
          {(warehouses.data?.length ?? 0) > 1 && (
            <Select
              aria-label={t('localization.locations.warehouseFilter')}
              placeholder={t('localization.locations.allWarehouses')}
              clearable
              data={warehouses.data!.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
              value={warehouseId}
              onChange={(value) => filtered(() => setWarehouseId(value))}
              w={{ base: '100%', sm: 220 }}
            />
          )}
        </Group>
      }
      actions={
        canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!ready || types.data.count === 0}
            title={types.data?.count === 0 ? t('localization.locations.needType') : undefined}
            onClick={() => setDialog({ kind: 'form', location: null })}
          >
            {t('localization.locations.add')}
          </Button>
        )
      }
      summary={
        <LocationsToolbar
          selectedCount={selected.size}
          canEdit={canEdit}
          search={debounced}
          selectedIds={[...selected]}
          onClear={() => setSelected(new Set())}
          onImport={() => setDialog({ kind: 'import' })}
          onPrint={() => setDialog({ kind: 'print', ids: [...selected] })}
          onDelete={() =>
            deleteIds([...selected], t('localization.locations.confirmMany', { count: selected.size }))
          }
        />
      }
      query={locations}
      errorMessage={t('localization.loadError')}
      empty={t(
        debounced || warehouseId ? 'localization.locations.emptySearch' : 'localization.locations.empty',
      )}
      pager={(data) => (
        <Pager
          page={page}
          limit={limit}
          count={data.count}
          onPageChange={setPage}
          onLimitChange={(value) => filtered(() => setLimit(value))}
        />
      )}
      extra={
        <>
          {dialog?.kind === 'form' && ready && (
            <LocationDialog
              location={dialog.location}
              types={types.data.data}
              warehouses={warehouses.data}
              defaultWarehouseId={warehouseId}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog?.kind === 'print' && <PrintDialog ids={dialog.ids} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'import' && warehouses.data && (
            <ImportDialog
              warehouses={warehouses.data}
              defaultWarehouseId={warehouseId}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      }
    >
      {(data) => (
        <LocationsTable
          locations={data.data}
          selected={selected}
          canEdit={canEdit}
          onToggle={toggle}
          onEdit={(location) => setDialog({ kind: 'form', location })}
          onPrint={(location) => setDialog({ kind: 'print', ids: [location.id] })}
          onDelete={(location) =>
            deleteIds(
              [location.id],
              `${t('localization.locations.confirm')}<br><b>${location.code.replace(/</g, '&lt;')}</b>`,
            )
          }
        />
      )}
    </ListPageFrame>
  );
}
