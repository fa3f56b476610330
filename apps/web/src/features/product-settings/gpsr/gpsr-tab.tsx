import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gpsrPageSize } from '@zaplecze/contract/gpsr/gpsr';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteDictionaryItem } from '../api/delete-dictionary-item';
import { useDictionaryList } from '../api/get-dictionary-list';
import { confirmDelete } from '../components/confirm-delete';
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

  const onDelete = (row: T) =>
    confirmDelete(texts.deleteTitle, label(row), () =>
      remove.mutate(row.id, {
        onSuccess: () => notify('green', texts.deleted),
        onError: (error) => notifyFailure(texts.deleteError, error),
      }),
    );
  const count = data?.count ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SearchBox value={list.searchText} onChange={list.setSearchText} placeholder={texts.search} />
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {texts.add}
          </Button>
        )}
      </Group>
      <DictionaryTable<T>
        columns={columns}
        rows={data?.data}
        loading={query.isPending}
        error={query.isError}
        errorMessage={texts.loadError}
        loadingLabel={t('common.loading')}
        emptyText={list.search ? t('productSettings.common.emptySearch') : texts.empty}
        onRetry={() => void query.refetch()}
        label={label}
        onEdit={canEdit ? setEditing : undefined}
        onDelete={canDelete ? onDelete : undefined}
        minWidth={760}
      />
      {count > 0 && (
        <ListPager
          page={list.page}
          limit={gpsrPageSize}
          count={count}
          onPageChange={list.setPage}
          window="five"
        />
      )}
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
    </Stack>
  );
}
