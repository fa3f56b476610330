import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Parameter } from '@zaplecze/contract/product-parameters/product-parameters';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { PagedQueryState } from '../../components/paged-query-state';
import { usePermission } from '../../lib/use-permission';
import { useGroupOptions } from './api/groups';
import { exportParameters, useDeleteParameter, useImportParameters, useParameters } from './api/parameters';
import { ParameterListFrame } from './components/parameter-list-frame';
import { ParameterDialog } from './components/parameter-dialog';
import { ParametersTable } from './components/parameters-table';
import { useListState } from './use-list-state';
import './translations';

/** The 'Parametry' view: list with search and group filter, add/edit dialog, delete, CSV import and export. */
export function ParametersTab() {
  const { t } = useTranslation();
  const list = useListState();
  const [groupId, setGroupId] = useState<string | null>(null);
  const parameters = useParameters({ ...list.query, groupId });
  const groupOptions = useGroupOptions();
  const remove = useDeleteParameter();
  const importer = useImportParameters();
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const [editing, setEditing] = useState<Parameter | 'new' | null>(null);

  const confirmDelete = useConfirmDelete(remove, (parameter: Parameter) => ({
    title: t('productParameters.parameters.deleteTitle'),
    message: t('productParameters.parameters.deleteMessage', { name: parameter.name }),
    confirmText: t('productParameters.delete'),
    cancelText: t('productParameters.cancel'),
    variables: parameter.id,
    success: t('productParameters.parameters.deleted'),
    failure: t('productParameters.parameters.deleteFailed'),
  }));

  const content = (
    <PagedQueryState
      query={parameters}
      loadingLabel={t('productParameters.parameters.loading')}
      errorTitle={t('productParameters.parameters.loadError')}
      empty={t(
        list.query.search || groupId
          ? 'productParameters.parameters.emptySearch'
          : 'productParameters.parameters.empty',
      )}
      pagerId="parameters"
      page={list.query.page}
      limit={list.query.limit}
      onPageChange={list.setPage}
      onLimitChange={list.setLimit}
    >
      {(rows) => (
        <ParametersTable
          parameters={rows}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canDelete ? confirmDelete : undefined}
        />
      )}
    </PagedQueryState>
  );

  return (
    <ParameterListFrame
      list={list}
      searchLabel={t('productParameters.searchParameters')}
      addLabel={t('productParameters.parameters.add')}
      canEdit={canEdit}
      onAdd={() => setEditing('new')}
      onExport={exportParameters}
      importTitle={t('productParameters.parameters.importTitle')}
      importColumns={t('productParameters.parameters.importColumns')}
      importer={importer}
      filters={
        <Select
          aria-label={t('productParameters.parameters.group')}
          placeholder={t('productParameters.parameters.allGroups')}
          data={groupOptions.data ?? []}
          value={groupId}
          onChange={(value) => {
            setGroupId(value);
            list.setPage(1);
          }}
          clearable
          w={200}
        />
      }
    >
      {content}
      {editing && (
        <ParameterDialog
          parameter={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ParameterListFrame>
  );
}
