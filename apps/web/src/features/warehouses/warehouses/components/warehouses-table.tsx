import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import type { Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { RowActions } from '../../../../components/row-actions';

interface Props {
  warehouses: Warehouse[];
  canEdit: boolean;
  onEdit(warehouse: Warehouse): void;
  onDelete(warehouse: Warehouse): void;
}

export function WarehousesTable({ warehouses, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const dash = t('warehouses.none');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="warehouses-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('warehouses.columns.hierarchy')}</Table.Th>
            <Table.Th>{t('warehouses.columns.name')}</Table.Th>
            <Table.Th>{t('warehouses.columns.systemId')}</Table.Th>
            <Table.Th>{t('warehouses.columns.priceList')}</Table.Th>
            <Table.Th>{t('warehouses.columns.reservation')}</Table.Th>
            <Table.Th>{t('warehouses.columns.negative')}</Table.Th>
            <Table.Th>{t('warehouses.columns.cancellation')}</Table.Th>
            {canEdit && <Table.Th ta="right">{t('warehouses.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {warehouses.map((warehouse) => (
            <Table.Tr key={warehouse.id}>
              <Table.Td>{warehouse.hierarchyPosition}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {warehouse.name}
                  </Text>
                  {warehouse.isDefault && (
                    <Badge size="sm" variant="light" color="blue" miw="max-content" style={{ flexShrink: 0 }}>
                      {t('warehouses.default')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{warehouse.systemId}</Table.Td>
              <Table.Td>{warehouse.defaultPriceListName ?? dash}</Table.Td>
              <Table.Td>{t(`warehouses.timing.${warehouse.reservationTiming}`)}</Table.Td>
              <Table.Td>{t(warehouse.allowNegativeStock ? 'warehouses.yes' : 'warehouses.no')}</Table.Td>
              <Table.Td>{warehouse.cancellationStatusName ?? dash}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <RowActions
                    editLabel={t('warehouses.actions.edit', { name: warehouse.name })}
                    deleteLabel={t('warehouses.actions.delete', { name: warehouse.name })}
                    onEdit={() => onEdit(warehouse)}
                    onDelete={() => onDelete(warehouse)}
                    deleteDisabled={warehouse.isDefault}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
