import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@zaplecze/contract/common/pagination';
import type { Supplier } from '@zaplecze/contract/suppliers/suppliers';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import { confirmDelete } from '../components/confirm-delete';
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

  const onDelete = (row: Supplier) =>
    confirmDelete(t('productSettings.suppliers.deleteTitle'), row.name, () =>
      remove.mutate(row.id, {
        onSuccess: () => notify('green', t(`${texts}.notify.deleted`, { name: row.name })),
        onError: (error) => notifyFailure(t(`${texts}.notify.deleteError`, { name: row.name }), error),
      }),
    );

  const count = query.data?.count ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {t(`${texts}.title`)}
          </Title>
          <Text c="gray.7" size="sm">
            {t(`${texts}.subtitle`)}
          </Text>
        </div>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t(`${texts}.add`)}
          </Button>
        )}
      </Group>
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
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchBox
            value={list.searchText}
            onChange={list.setSearchText}
            placeholder={t('productSettings.suppliers.search')}
          />
          <DictionaryTable<Supplier>
            columns={supplierColumns(t)}
            rows={query.data?.data}
            loading={query.isPending}
            error={query.isError}
            errorMessage={t(`${texts}.notify.loadError`)}
            loadingLabel={t('productSettings.suppliers.loading')}
            emptyText={
              list.search ? t('productSettings.common.emptySearch') : t('productSettings.suppliers.empty')
            }
            onRetry={() => void query.refetch()}
            label={(row) => row.name}
            onEdit={canEdit ? setEditing : undefined}
            onDelete={canDelete ? onDelete : undefined}
            sort={list.sort}
            onSort={list.setSort}
            minWidth={860}
          />
          {count > 0 && (
            <ListPager
              page={list.page}
              limit={list.limit}
              count={count}
              onPageChange={list.setPage}
              onLimitChange={list.setLimit}
              window="five"
            />
          )}
        </Stack>
      </Paper>
      {editing !== undefined && (
        <SupplierFormModal supplier={editing} onClose={() => setEditing(undefined)} variant="page" />
      )}
    </Stack>
  );
}
