import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageCount } from '@zaplecze/contract/common/pagination';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import type { DictionaryKind } from '../api/keys';
import { deleteTexts } from './confirm-delete';
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

  const onDelete = useConfirmDelete(remove, (row: T) => ({
    ...deleteTexts(t(`${texts}.deleteTitle`), row.name),
    variables: row.id,
    success: t(`${texts}.notify.deleted`),
    failure: t(`${texts}.notify.deleteError`),
  }));

  const count = data?.count ?? 0;
  return (
    <ListPageFrame
      search={
        <SearchBox value={list.searchText} onChange={list.setSearchText} placeholder={t(`${texts}.search`)} />
      }
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
      }
      query={{ ...query, data }}
      keepDataOnError
      errorMessage={t(`${texts}.notify.loadError`)}
      loadingLabel={t(`${texts}.loading`)}
      empty={list.search ? t('productSettings.common.emptySearch') : t(`${texts}.empty`)}
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
      extra={editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    >
      {(loaded) => (
        <DictionaryTable<T>
          columns={columns}
          rows={loaded.data}
          label={(row) => row.name}
          onEdit={canEdit ? (row) => setEditing(row) : undefined}
          onDelete={canDelete ? onDelete : undefined}
          sort={list.sort}
          onSort={list.setSort}
        />
      )}
    </ListPageFrame>
  );
}
