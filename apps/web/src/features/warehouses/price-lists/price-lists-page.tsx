import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { maxPriceLists, type PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { CappedListPage, useListSearch } from '../../../components/capped-list-page';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { useWarehouses } from '../warehouses/api/get-warehouses';
import { useDeletePriceList } from './api/delete-price-list';
import { usePriceLists } from './api/get-price-lists';
import { PriceListFormDialog } from './components/price-list-form-dialog';
import { PriceListsTable } from './components/price-lists-table';
import './translations';

/** /dashboard/magazine-configuration/price-lists: 'Cenniki' (spec 002 §2.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('priceLists.title'));
  const canEdit = usePermission('wms.edit');
  const search = useListSearch();
  const [editing, setEditing] = useState<PriceList | null | undefined>(undefined);
  const lists = usePriceLists(search.search);
  const all = usePriceLists();
  const warehouses = useWarehouses();
  const remove = useDeletePriceList();
  const total = all.data?.count ?? 0;

  const confirmDelete = useConfirmDelete(remove, (list: PriceList) => ({
    title: t('priceLists.confirmDelete.title'),
    message: t('priceLists.confirmDelete.message', {
      name: list.name,
      interpolation: { escapeValue: true },
    }),
    confirmText: t('priceLists.confirmDelete.confirm'),
    variables: list.id,
    success: t('priceLists.notify.deleted'),
    failure: t('priceLists.notify.deleteError'),
  }));

  return (
    <CappedListPage
      title={t('priceLists.title')}
      titleId="price-lists-title"
      subtitle={t('priceLists.subtitle')}
      canAdd={canEdit}
      addLabel={t('priceLists.add')}
      onAdd={() => setEditing(null)}
      addDisabled={!all.data || total >= maxPriceLists}
      searchLabel={t('priceLists.search')}
      search={search}
      countText={t('priceLists.count', { count: total })}
      query={lists}
      loadingLabel={t('priceLists.loading')}
      errorMessage={(error) => loadErrorText(error, t('priceLists.loadError'))}
      empty={t('priceLists.empty')}
      noResults={t('priceLists.noResults')}
      extra={
        editing !== undefined && (
          <PriceListFormDialog
            priceList={editing}
            lists={all.data?.data ?? []}
            warehouses={warehouses.data?.data ?? []}
            onClose={() => setEditing(undefined)}
          />
        )
      }
    >
      {(data) => (
        <PriceListsTable
          lists={data.data}
          warehouses={warehouses.data?.data ?? []}
          canEdit={canEdit}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      )}
    </CappedListPage>
  );
}
