import { Badge, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { type LocationType } from '@zaplecze/contract/locations/locations';
import { RowActions } from '../../../../components/row-actions';
import { ListPageFrame } from '../../../../components/list-page-frame';
import { useConfirmDelete } from '../../../../components/use-confirm-delete';
import { usePermission } from '../../../../lib/use-permission';
import { useDeleteLocationType, useLocationTypes } from '../api/location-types';
import { Pager } from './pager';
import { SearchInput } from './search-input';
import { TypeDialog } from './type-dialog';
import { locationTypeKindLabels, locationTypeModeLabels } from '../labels';

/** 'Tworzenie typów lokalizacji': the searchable, paged list of types with add, edit and delete. */
export function TypesTab() {
  const { t } = useTranslation();
  const canEdit = usePermission('wms.edit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [dialog, setDialog] = useState<{ type: LocationType | null } | null>(null);
  const types = useLocationTypes({ page, limit, search: debounced || undefined });
  const remove = useDeleteLocationType();

  const confirmDelete = useConfirmDelete(remove, (type: LocationType) => ({
    title: t('localization.types.confirmTitle'),
    message: `${t('localization.types.confirm')}<br><b>${type.name.replace(/</g, '&lt;')}</b>`,
    confirmText: t('localization.remove'),
    variables: type.id,
    success: t('localization.types.deleted'),
    failure: t('localization.deleteError'),
  }));

  return (
    <ListPageFrame
      search={
        <div style={{ flex: '1 1 280px' }}>
          <SearchInput
            value={search}
            placeholder={t('localization.types.searchPlaceholder')}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
      }
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ type: null })}>
            {t('localization.types.add')}
          </Button>
        )
      }
      query={types}
      errorMessage={t('localization.loadError')}
      empty={t(debounced ? 'localization.types.emptySearch' : 'localization.types.empty')}
      extra={dialog && <TypeDialog type={dialog.type} onClose={() => setDialog(null)} />}
      pager={(data) => (
        <Pager
          page={page}
          limit={limit}
          count={data.count}
          onPageChange={setPage}
          onLimitChange={(value) => {
            setLimit(value);
            setPage(1);
          }}
        />
      )}
    >
      {(data) => (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('localization.types.columns.name')}</Table.Th>
                <Table.Th>{t('localization.types.columns.type')}</Table.Th>
                <Table.Th>{t('localization.types.columns.forSale')}</Table.Th>
                <Table.Th>{t('localization.types.columns.mode')}</Table.Th>
                <Table.Th>{t('localization.types.columns.group')}</Table.Th>
                <Table.Th ta="right">{t('localization.types.columns.locations')}</Table.Th>
                {canEdit && <Table.Th ta="right">{t('localization.types.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((type) => (
                <Table.Tr key={type.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={type.color} size={14} aria-hidden />
                      <div>
                        <Text size="sm" fw={500}>
                          {type.name}
                        </Text>
                        {type.description && (
                          <Text size="xs" c="gray.7" lineClamp={1}>
                            {type.description}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {locationTypeKindLabels[type.type]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(type.availableForSale ? 'localization.types.yes' : 'localization.types.no')}
                  </Table.Td>
                  <Table.Td>{locationTypeModeLabels[type.mode]}</Table.Td>
                  <Table.Td>{type.group ?? '—'}</Table.Td>
                  <Table.Td ta="right">{type.locationCount}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <RowActions
                        editLabel={t('localization.edit', { name: type.name })}
                        deleteLabel={t('localization.delete', { name: type.name })}
                        onEdit={() => setDialog({ type })}
                        onDelete={() => confirmDelete(type)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListPageFrame>
  );
}
