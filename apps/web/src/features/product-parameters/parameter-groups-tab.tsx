import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ParameterGroup } from '@zaplecze/contract/product-parameters/product-parameters';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { DataTable } from '../../components/data-table';
import { PagedQueryState } from '../../components/paged-query-state';
import { usePermission } from '../../lib/use-permission';
import { exportGroups, useDeleteGroup, useGroups, useImportGroups } from './api/groups';
import { GroupDialog } from './components/group-dialog';
import { ParameterListFrame } from './components/parameter-list-frame';
import { RowActions } from '../../components/row-actions';
import { useListState } from './use-list-state';
import './translations';

/** The 'Grupy parametrów' view: list, search, add/edit dialog, delete confirmation, CSV import and export. */
export function ParameterGroupsTab() {
  const { t } = useTranslation();
  const list = useListState();
  const groups = useGroups(list.query);
  const remove = useDeleteGroup();
  const importer = useImportGroups();
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const [editing, setEditing] = useState<ParameterGroup | 'new' | null>(null);

  const confirmDelete = useConfirmDelete(remove, (group: ParameterGroup) => ({
    title: t('productParameters.groups.deleteTitle'),
    message: t('productParameters.groups.deleteMessage', {
      name: group.name,
      count: group.parametersCount,
    }),
    confirmText: t('productParameters.delete'),
    cancelText: t('productParameters.cancel'),
    variables: group.id,
    success: t('productParameters.groups.deleted'),
    failure: t('productParameters.groups.deleteFailed'),
  }));

  const content = (
    <PagedQueryState
      query={groups}
      loadingLabel={t('productParameters.groups.loading')}
      errorTitle={t('productParameters.groups.loadError')}
      empty={t(list.query.search ? 'productParameters.groups.emptySearch' : 'productParameters.groups.empty')}
      pagerId="groups"
      page={list.query.page}
      limit={list.query.limit}
      onPageChange={list.setPage}
      onLimitChange={list.setLimit}
    >
      {(rows) => (
        <DataTable
          label={t('productParameters.tabs.groups')}
          minWidth={640}
          columns={[
            { label: t('productParameters.groups.name') },
            { label: t('productParameters.groups.labelPl') },
            { label: t('productParameters.groups.labelEn') },
            { label: t('productParameters.groups.parametersCount'), align: 'right' },
            { label: t('productParameters.actions'), align: 'right' },
          ]}
        >
          {rows.map((group) => (
            <Table.Tr key={group.id} data-testid="group-row">
              <Table.Td fw={500}>{group.name}</Table.Td>
              <Table.Td>{group.labelPl ?? '—'}</Table.Td>
              <Table.Td>{group.labelEn ?? '—'}</Table.Td>
              <Table.Td ta="right">{group.parametersCount}</Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('productParameters.groups.edit', { name: group.name })}
                  deleteLabel={t('productParameters.groups.remove', { name: group.name })}
                  onEdit={canEdit ? () => setEditing(group) : undefined}
                  onDelete={canDelete ? () => confirmDelete(group) : undefined}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </PagedQueryState>
  );

  return (
    <ParameterListFrame
      list={list}
      searchLabel={t('productParameters.searchGroups')}
      addLabel={t('productParameters.groups.add')}
      canEdit={canEdit}
      onAdd={() => setEditing('new')}
      onExport={exportGroups}
      importTitle={t('productParameters.groups.importTitle')}
      importColumns={t('productParameters.groups.importColumns')}
      importer={importer}
    >
      {content}
      {groups.isFetching && !groups.isPending && (
        <Text size="xs" c="gray.7" aria-live="polite">
          {t('common.loading')}
        </Text>
      )}
      {editing && (
        <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </ParameterListFrame>
  );
}
