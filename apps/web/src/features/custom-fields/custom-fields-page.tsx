import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customFieldTypeLabels, type CustomField } from '@zaplecze/contract/custom-fields/custom-fields';
import { RowActions } from '../../components/row-actions';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { ListPager } from '../../components/pager/list-pager';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import { useCustomFields, useDeleteCustomField } from './api/custom-fields';
import { CustomFieldDialog } from './components/custom-field-dialog';
import './translations';

/** /dashboard/product-settings/custom-fields: the account's extra product fields. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('customFields.title'));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const fields = useCustomFields({ page, limit, search });
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

  const content = (
    <QueryState
      query={fields}
      loadingLabel={t('customFields.loading')}
      errorTitle={t('customFields.loadError')}
      errorMessage={(error) => (error instanceof ApiError ? error.message : String(error))}
      empty={t(search ? 'customFields.emptySearch' : 'customFields.empty')}
    >
      {(data) => (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('customFields.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('customFields.position')}</Table.Th>
                  <Table.Th>{t('customFields.label')}</Table.Th>
                  <Table.Th>{t('customFields.key')}</Table.Th>
                  <Table.Th>{t('customFields.type')}</Table.Th>
                  <Table.Th>{t('customFields.required')}</Table.Th>
                  <Table.Th>{t('customFields.options')}</Table.Th>
                  <Table.Th ta="right">{t('customFields.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((field) => (
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            id="custom-fields"
            page={page}
            limit={limit}
            count={data.count}
            onPageChange={setPage}
            onLimitChange={(value) => {
              setLimit(value);
              setPage(1);
            }}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('customFields.title')}
          </Title>
          <Text c="gray.7">{t('customFields.subtitle')}</Text>
        </div>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('customFields.add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextInput
            aria-label={t('customFields.search')}
            placeholder={t('customFields.search')}
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
          />
          {content}
        </Stack>
      </Paper>
      {editing && (
        <CustomFieldDialog field={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
