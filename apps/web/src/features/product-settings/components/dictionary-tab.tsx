import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@zaplecze/contract/common/pagination';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import type { DictionaryKind } from '../api/keys';
import { confirmDelete } from './confirm-delete';
import { DictionaryTable, type Column } from './dictionary-table';
import { ListPager } from './list-pager';
import { SearchBox } from './search-box';
import { StatTiles } from './stat-tiles';
import { useListState } from './use-list-state';

type Item = { id: string; name: string };

interface Props<T extends Item> {
  kind: Extract<DictionaryKind, 'producers' | 'brands' | 'suppliers'>;
  columns: Column<T>[];
  defaultLimit: number;
  /** The dialog for a record (null: a new one). */
  renderForm(item: T | null, onClose: () => void): ReactNode;
}

/**
 * One tab of 'Parametry produktu i producent/marka': search, counters (active/total/page), the
 * list with edit and delete, the add button and the pager (spec 002 §2.8, §8, §9).
 */
export function DictionaryTab<T extends Item>({ kind, columns, defaultLimit, renderForm }: Props<T>) {
  const { t } = useTranslation();
  const texts = `productSettings.${kind}`;
  const list = useListState(defaultLimit);
  const query = useDictionaryList(kind, {
    page: list.page,
    limit: list.limit,
    sort: list.sort,
    search: list.search,
  });
  const remove = useDeleteDictionaryItem(kind);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const data = query.data as { data: T[]; count: number; activeCount?: number } | undefined;

  useEffect(() => {
    if (query.isError) notifyFailure(t(`${texts}.notify.loadError`), query.error);
  }, [query.isError, query.error, t, texts]);

  const onDelete = (row: T) =>
    confirmDelete(t(`${texts}.deleteTitle`), row.name, () => {
      remove.mutate(row.id, {
        onSuccess: () => notify('green', t(`${texts}.notify.deleted`)),
        onError: (error) => notifyFailure(t(`${texts}.notify.deleteError`), error),
      });
    });

  const count = data?.count ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox value={list.searchText} onChange={list.setSearchText} placeholder={t(`${texts}.search`)} />
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t(`${texts}.add`)}
          </Button>
        )}
      </Group>
      <StatTiles
        tiles={[
          ...(data?.activeCount !== undefined
            ? [{ label: t('productSettings.common.stats.active'), value: data.activeCount }]
            : []),
          { label: t('productSettings.common.stats.total'), value: count },
          {
            label: t('productSettings.common.stats.page'),
            value: `${list.page}/${pageCount(count, list.limit)}`,
          },
        ]}
      />
      <DictionaryTable<T>
        columns={columns}
        rows={data?.data}
        loading={query.isPending}
        error={query.isError}
        errorMessage={t(`${texts}.notify.loadError`)}
        loadingLabel={t(`${texts}.loading`)}
        emptyText={list.search ? t('productSettings.common.emptySearch') : t(`${texts}.empty`)}
        onRetry={() => void query.refetch()}
        label={(row) => row.name}
        onEdit={canEdit ? (row) => setEditing(row) : undefined}
        onDelete={canDelete ? onDelete : undefined}
        sort={list.sort}
        onSort={list.setSort}
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
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    </Stack>
  );
}
