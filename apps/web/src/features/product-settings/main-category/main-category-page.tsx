import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Category } from '@zaplecze/contract/categories/categories';
import { pageCount } from '@zaplecze/contract/common/pagination';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useExportCategories } from '../api/export-categories';
import { useDictionaryList } from '../api/get-dictionary-list';
import { deleteTexts } from '../components/confirm-delete';
import { DictionaryTable, type Column } from '../components/dictionary-table';
import { formatListDate } from '../components/format';
import { ListPager } from '../components/list-pager';
import { SearchBox } from '../components/search-box';
import { useListState } from '../components/use-list-state';
import { CategoryFormModal } from './category-form-modal';
import '../translations';

/** 'Kategoria główna' (spec 002 §2.7, §9): 20 a page, the ellipsis page list, CSV export. */
export function Component() {
  const { t } = useTranslation();
  const texts = 'productSettings.categories';
  usePageTitle(t(`${texts}.title`));
  const list = useListState(20);
  const query = useDictionaryList('categories', {
    page: list.page,
    size: list.limit,
    sort: list.sort,
    search: list.search,
  });
  const remove = useDeleteDictionaryItem('categories');
  const exportCsv = useExportCategories();
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');

  useEffect(() => {
    if (query.isError) notifyFailure(t(`${texts}.notify.loadError`), query.error);
  }, [query.isError, query.error, t]);

  const onDelete = useConfirmDelete(remove, (row: Category) => ({
    ...deleteTexts(t(`${texts}.deleteTitle`), row.name),
    variables: row.id,
    success: t(`${texts}.notify.deleted`),
    failure: t(`${texts}.notify.deleteError`),
  }));
  const onExport = () =>
    exportCsv.mutate(
      { search: list.search, sort: list.sort },
      { onError: (error) => notifyFailure(t(`${texts}.notify.exportError`), error) },
    );

  const columns: Column<Category>[] = [
    {
      key: 'name',
      label: t('productSettings.fields.name'),
      sortKey: 'name',
      render: (row) => <Text fw={500}>{row.name}</Text>,
    },
    {
      key: 'created',
      label: t('productSettings.fields.created'),
      sortKey: 'created',
      render: (row) => formatListDate(row.created),
      width: 180,
    },
  ];
  const count = query.data?.count ?? 0;
  return (
    <ListPageFrame
      panel
      title={t(`${texts}.title`)}
      titleSize="h3"
      subtitle={t(`${texts}.subtitle`)}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportCsv.isPending}
            onClick={onExport}
          >
            {t(`${texts}.export`)}
          </Button>
          {canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t(`${texts}.add`)}
            </Button>
          )}
        </Group>
      }
      search={
        <SearchBox value={list.searchText} onChange={list.setSearchText} placeholder={t(`${texts}.search`)} />
      }
      toolbar={
        <Group gap="md">
          <Text size="sm" c="gray.7" data-testid="category-total">
            {t(`${texts}.total`, { count })}
          </Text>
          <Text size="sm" c="gray.7">
            {t(`${texts}.pageOf`, { page: list.page, pages: pageCount(count, list.limit) })}
          </Text>
        </Group>
      }
      query={query}
      keepDataOnError
      errorMessage={t(`${texts}.notify.loadError`)}
      loadingLabel={t(`${texts}.loading`)}
      empty={list.search ? t(`${texts}.emptySearch`) : t(`${texts}.empty`)}
      isEmpty={(loaded) => loaded.data.length === 0}
      pager={(loaded) => (
        <ListPager
          page={list.page}
          limit={list.limit}
          count={loaded.count}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          window="ellipsis"
        />
      )}
      extra={
        editing !== undefined && (
          <CategoryFormModal category={editing} onClose={() => setEditing(undefined)} />
        )
      }
    >
      {(loaded) => (
        <DictionaryTable<Category>
          columns={columns}
          rows={loaded.data}
          label={(row) => row.name}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canDelete ? onDelete : undefined}
          sort={list.sort}
          onSort={list.setSort}
          minWidth={480}
        />
      )}
    </ListPageFrame>
  );
}
