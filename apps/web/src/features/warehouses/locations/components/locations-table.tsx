import { ActionIcon, Checkbox, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import type { Location } from '@zaplecze/contract/locations/locations';
import { RowActions } from '../../../../components/row-actions';

interface Props {
  locations: Location[];
  selected: ReadonlySet<string>;
  canEdit: boolean;
  onToggle(ids: string[], checked: boolean): void;
  onEdit(location: Location): void;
  onDelete(location: Location): void;
  onPrint(location: Location): void;
}

export function LocationsTable({ locations, selected, canEdit, onToggle, onEdit, onDelete, onPrint }: Props) {
  const { t } = useTranslation();
  const pageIds = locations.map((location) => location.id);
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('localization.locations.selectAll')}
                checked={chosen > 0 && chosen === pageIds.length}
                indeterminate={chosen > 0 && chosen < pageIds.length}
                onChange={(event) => onToggle(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('localization.locations.columns.code')}</Table.Th>
            <Table.Th>{t('localization.locations.columns.systemId')}</Table.Th>
            <Table.Th>{t('localization.locations.columns.type')}</Table.Th>
            <Table.Th>{t('localization.locations.columns.warehouse')}</Table.Th>
            <Table.Th ta="right">{t('localization.locations.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr
              key={location.id}
              bg={selected.has(location.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('localization.locations.select', { code: location.code })}
                  checked={selected.has(location.id)}
                  onChange={(event) => onToggle([location.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} ff="monospace">
                  {location.code}
                </Text>
              </Table.Td>
              <Table.Td>{location.systemId}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={location.typeColor} size={12} aria-hidden />
                  <Text size="sm">{location.typeName}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{location.warehouseName ?? '—'}</Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('localization.edit', { name: location.code })}
                  deleteLabel={t('localization.delete', { name: location.code })}
                  onEdit={canEdit ? () => onEdit(location) : undefined}
                  onDelete={canEdit ? () => onDelete(location) : undefined}
                >
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('localization.locations.print', { code: location.code })}
                    onClick={() => onPrint(location)}
                  >
                    <IconPrinter size={16} />
                  </ActionIcon>
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
