import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { gpsrPageSize } from '@zaplecze/contract/gpsr/gpsr';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import { deleteTexts } from '../components/confirm-delete';
import { DictionaryTable, type Column } from '../components/dictionary-table';
import { ListPager } from '../components/list-pager';
import { SearchBox } from '../components/search-box';
import { useListState } from '../components/use-list-state';

interface Texts {
  search: string;
  add: string;
  empty: string;
  deleteTitle: string;
  loadError: string;
  deleted: string;
  deleteError: string;
}

interface Props<T extends { id: string }> {
  kind: 'gpsrCompanies' | 'gpsrContacts';
  columns: Column<T>[];
  texts: Texts;
  label(row: T): string;
  renderForm(item: T | null, onClose: () => void): ReactNode;
}

/** One GPSR tab: debounced search, 20 a page, the list, add/edit dialog and delete confirmation. */
export function GpsrTab<T extends { id: string }>({ kind, columns, texts, label, renderForm }: Props<T>) {
  const { t } = useTranslation();
  const list = useListState(gpsrPageSize);
  const query = useDictionaryList(kind, { page: list.page, limit: gpsrPageSize, search: list.search });
  const remove = useDeleteDictionaryItem(kind);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const data = query.data as { data: T[]; count: number } | undefined;

  useEffect(() => {
    if (query.isError) notifyFailure(texts.loadError, query.error);
  }, [query.isError, query.error, texts.loadError]);

  const onDelete = useConfirmDelete(remove, (row: T) => ({
    ...deleteTexts(texts.deleteTitle, label(row)),
    variables: row.id,
    success: texts.deleted,
    failure: texts.deleteError,
  }));
  return (
    <ListPageFrame
      search={<SearchBox value={list.searchText} onChange={list.setSearchText} placeholder={texts.search} />}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {texts.add}
          </Button>
        )
      }
      query={{ ...query, data }}
      keepDataOnError
      errorMessage={texts.loadError}
      loadingLabel={t('common.loading')}
      empty={list.search ? t('productSettings.common.emptySearch') : texts.empty}
      isEmpty={(loaded) => loaded.data.length === 0}
      pager={(loaded) => (
        <ListPager
          page={list.page}
          limit={gpsrPageSize}
          count={loaded.count}
          onPageChange={list.setPage}
          window="five"
        />
      )}
      extra={editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    >
      {(loaded) => (
        <DictionaryTable<T>
          columns={columns}
          rows={loaded.data}
          label={label}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canDelete ? onDelete : undefined}
          minWidth={760}
        />
      )}
    </ListPageFrame>
  );
}
