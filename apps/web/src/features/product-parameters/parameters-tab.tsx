import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Parameter } from '@zaplecze/contract/product-parameters/product-parameters';
import { openConfirm } from '../../components/confirm-modal';
import { ListPager } from '../../components/list-pager';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { notifyFailure } from '../../lib/notify';
import { usePermission } from '../../lib/use-permission';
import { useGroupOptions } from './api/groups';
import { exportParameters, useDeleteParameter, useImportParameters, useParameters } from './api/parameters';
import { CsvImportModal } from './components/csv-import-modal';
import { ListToolbar } from './components/list-toolbar';
import { ParameterDialog } from './components/parameter-dialog';
import { ParametersTable } from './components/parameters-table';
import { notifySuccess } from './notify';
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
  const [importing, setImporting] = useState(false);

  const confirmDelete = (parameter: Parameter) =>
    openConfirm({
      type: 'danger',
      title: t('productParameters.parameters.deleteTitle'),
      message: t('productParameters.parameters.deleteMessage', { name: parameter.name }),
      confirmText: t('productParameters.delete'),
      cancelText: t('productParameters.cancel'),
      onConfirm: () =>
        remove.mutate(parameter.id, {
          onSuccess: () => notifySuccess(t('productParameters.parameters.deleted')),
          onError: (error) => notifyFailure(t('productParameters.parameters.deleteFailed'), error),
        }),
    });

  let content;
  if (parameters.isPending) content = <LoadingState label={t('productParameters.parameters.loading')} />;
  else if (parameters.isError)
    content = (
      <ErrorState
        title={t('productParameters.parameters.loadError')}
        message={parameters.error instanceof ApiError ? parameters.error.message : String(parameters.error)}
        onRetry={() => void parameters.refetch()}
      />
    );
  else if (parameters.data.count === 0)
    content = (
      <EmptyState
        text={t(
          list.query.search || groupId
            ? 'productParameters.parameters.emptySearch'
            : 'productParameters.parameters.empty',
        )}
      />
    );
  else
    content = (
      <>
        <ParametersTable
          parameters={parameters.data.data}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canDelete ? confirmDelete : undefined}
        />
        <ListPager
          id="parameters"
          page={list.query.page}
          limit={list.query.limit}
          count={parameters.data.count}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      </>
    );

  return (
    <Stack gap="md">
      <ListToolbar
        search={list.searchInput}
        onSearch={list.setSearchInput}
        searchLabel={t('productParameters.searchParameters')}
        addLabel={t('productParameters.parameters.add')}
        canEdit={canEdit}
        onAdd={() => setEditing('new')}
        onImport={() => setImporting(true)}
        onExport={exportParameters}
      >
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
      </ListToolbar>
      {content}
      {editing && (
        <ParameterDialog
          parameter={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <CsvImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        title={t('productParameters.parameters.importTitle')}
        columnsHint={t('productParameters.parameters.importColumns')}
        mutation={importer}
      />
    </Stack>
  );
}
