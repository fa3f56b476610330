import { ActionIcon, Checkbox, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@zaplecze/contract/locations';

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
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('localization.locations.print', { code: location.code })}
                    onClick={() => onPrint(location)}
                  >
                    <IconPrinter size={16} />
                  </ActionIcon>
                  {canEdit && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('localization.edit', { name: location.code })}
                        onClick={() => onEdit(location)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('localization.delete', { name: location.code })}
                        onClick={() => onDelete(location)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
