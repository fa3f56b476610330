import { Badge, Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { type CustomField } from '@zaplecze/contract/custom-fields/custom-fields';
import { RowActions } from '../../components/row-actions';
import { SearchableTablePage, usePagedSearch } from '../../components/searchable-table-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import { useCustomFields, useDeleteCustomField } from './api/custom-fields';
import { CustomFieldDialog } from './components/custom-field-dialog';
import './translations';
import { customFieldTypeLabels } from './labels';

/** /dashboard/product-settings/custom-fields: the account's extra product fields. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('customFields.title'));
  const paging = usePagedSearch(50);
  const fields = useCustomFields({ page: paging.page, limit: paging.limit, search: paging.search });
  const remove = useDeleteCustomField();
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);

  const confirmDelete = useConfirmDelete(remove, (field: CustomField) => ({
    title: t('customFields.deleteTitle'),
    message: t('customFields.deleteMessage', { name: field.label }),
    confirmText: t('customFields.delete'),
    cancelText: t('customFields.cancel'),
    variables: field.id,
    success: t('customFields.deleted'),
    failure: t('customFields.deleteFailed'),
  }));

  return (
    <SearchableTablePage
      title={t('customFields.title')}
      subtitle={t('customFields.subtitle')}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('customFields.add')}
          </Button>
        )
      }
      searchLabel={t('customFields.search')}
      paging={paging}
      query={fields}
      loadingLabel={t('customFields.loading')}
      errorTitle={t('customFields.loadError')}
      empty={t('customFields.empty')}
      emptySearch={t('customFields.emptySearch')}
      minWidth={720}
      columns={[
        { label: t('customFields.position'), width: 80 },
        { label: t('customFields.label') },
        { label: t('customFields.key') },
        { label: t('customFields.type') },
        { label: t('customFields.required') },
        { label: t('customFields.options') },
        { label: t('customFields.actions'), align: 'right' },
      ]}
      row={(field) => (
        <Table.Tr key={field.id} data-testid="custom-field-row">
          <Table.Td>{field.position}</Table.Td>
          <Table.Td fw={500}>{field.label}</Table.Td>
          <Table.Td ff="monospace">{field.key}</Table.Td>
          <Table.Td>
            <Badge variant="light">{customFieldTypeLabels[field.type]}</Badge>
          </Table.Td>
          <Table.Td>{t(field.required ? 'customFields.yes' : 'customFields.no')}</Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={1}>
              {field.options.join(', ') || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <RowActions
              editLabel={t('customFields.edit', { name: field.label })}
              deleteLabel={t('customFields.remove', { name: field.label })}
              onEdit={canEdit ? () => setEditing(field) : undefined}
              onDelete={canDelete ? () => confirmDelete(field) : undefined}
            />
          </Table.Td>
        </Table.Tr>
      )}
      pagerId="custom-fields"
      extra={
        editing && (
          <CustomFieldDialog
            field={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )
      }
    />
  );
}
