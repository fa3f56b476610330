import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageCount } from '@zaplecze/contract/common/pagination';
import type { Supplier } from '@zaplecze/contract/suppliers/suppliers';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import { deleteTexts } from '../components/confirm-delete';
import { DictionaryTable } from '../components/dictionary-table';
import { ListPager } from '../components/list-pager';
import { SearchBox } from '../components/search-box';
import { StatTiles } from '../components/stat-tiles';
import { useListState } from '../components/use-list-state';
import { supplierColumns } from './supplier-columns';
import { SupplierFormModal } from './supplier-form-modal';
import '../translations';

/** 'Dostawcy produktów' (spec 002 §2.9): 20 a page, sortable by supplier and creation date. */
export function Component() {
  const { t } = useTranslation();
  const texts = 'productSettings.suppliersPage';
  usePageTitle(t(`${texts}.title`));
  const list = useListState(20);
  const query = useDictionaryList('suppliers', {
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    search: list.search,
  });
  const remove = useDeleteDictionaryItem('suppliers');
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');

  useEffect(() => {
    if (query.isError) notifyFailure(t(`${texts}.notify.loadError`), query.error);
  }, [query.isError, query.error, t]);

  const onDelete = useConfirmDelete(remove, (row: Supplier) => ({
    ...deleteTexts(t('productSettings.suppliers.deleteTitle'), row.name),
    variables: row.id,
    success: t(`${texts}.notify.deleted`, { name: row.name }),
    failure: t(`${texts}.notify.deleteError`, { name: row.name }),
  }));

  const count = query.data?.count ?? 0;
  return (
    <ListPageFrame
      panel
      title={t(`${texts}.title`)}
      titleSize="h3"
      subtitle={t(`${texts}.subtitle`)}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t(`${texts}.add`)}
          </Button>
        )
      }
      summary={
        <StatTiles
          tiles={[
            { label: t('productSettings.common.stats.active'), value: query.data?.activeCount ?? 0 },
            { label: t('productSettings.common.stats.total'), value: count },
            {
              label: t('productSettings.common.stats.page'),
              value: `${list.page}/${pageCount(count, list.limit)}`,
            },
          ]}
        />
      }
      search={
        <SearchBox
          value={list.searchText}
          onChange={list.setSearchText}
          placeholder={t('productSettings.suppliers.search')}
        />
      }
      query={query}
      keepDataOnError
      errorMessage={t(`${texts}.notify.loadError`)}
      loadingLabel={t('productSettings.suppliers.loading')}
      empty={list.search ? t('productSettings.common.emptySearch') : t('productSettings.suppliers.empty')}
      isEmpty={(loaded) => loaded.data.length === 0}
      pager={(loaded) => (
        <ListPager
          page={list.page}
          limit={list.limit}
          count={loaded.count}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          window="five"
        />
      )}
      extra={
        editing !== undefined && (
          <SupplierFormModal supplier={editing} onClose={() => setEditing(undefined)} variant="page" />
        )
      }
    >
      {(loaded) => (
        <DictionaryTable<Supplier>
          columns={supplierColumns(t)}
          rows={loaded.data}
          label={(row) => row.name}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canDelete ? onDelete : undefined}
          sort={list.sort}
          onSort={list.setSort}
          minWidth={860}
        />
      )}
    </ListPageFrame>
  );
}
