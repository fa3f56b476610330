import { Badge, Button, ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  locationTypeKindLabels,
  locationTypeModeLabels,
  type LocationType,
} from '@zaplecze/contract/locations/locations';
import { RowActions } from '../../../../components/row-actions';
import { openConfirm } from '../../../../components/confirm-modal';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page-states';
import { notify, notifyFailure } from '../../../../lib/notify';
import { usePermission } from '../../../../lib/use-permission';
import { useDeleteLocationType, useLocationTypes } from '../api/location-types';
import { Pager } from './pager';
import { SearchInput } from './search-input';
import { TypeDialog } from './type-dialog';

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

  const confirmDelete = (type: LocationType) =>
    openConfirm({
      type: 'danger',
      title: t('localization.types.confirmTitle'),
      message: `${t('localization.types.confirm')}<br><b>${type.name.replace(/</g, '&lt;')}</b>`,
      confirmText: t('localization.remove'),
      onConfirm: () =>
        remove.mutate(type.id, {
          onSuccess: () => notify('green', t('localization.types.deleted')),
          onError: (error) => notifyFailure(t('localization.deleteError'), error),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
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
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ type: null })}>
            {t('localization.types.add')}
          </Button>
        )}
      </Group>
      {types.isPending ? (
        <LoadingState />
      ) : types.isError ? (
        <ErrorState message={t('localization.loadError')} onRetry={() => void types.refetch()} />
      ) : types.data.count === 0 ? (
        <EmptyState text={t(debounced ? 'localization.types.emptySearch' : 'localization.types.empty')} />
      ) : (
        <>
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
                {types.data.data.map((type) => (
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
          <Pager
            page={page}
            limit={limit}
            count={types.data.count}
            onPageChange={setPage}
            onLimitChange={(value) => {
              setLimit(value);
              setPage(1);
            }}
          />
        </>
      )}
      {dialog && <TypeDialog type={dialog.type} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
