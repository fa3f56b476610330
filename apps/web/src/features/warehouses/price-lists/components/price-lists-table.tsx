import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { PriceList } from '@zaplecze/contract/warehouses/price-lists';
import type { Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { RowActions } from '../../../../components/row-actions';

interface Props {
  lists: PriceList[];
  warehouses: Warehouse[];
  canEdit: boolean;
  onEdit(list: PriceList): void;
  onDelete(list: PriceList): void;
}

const plDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '…');

export function PriceListsTable({ lists, warehouses, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const warehouseName = new Map(warehouses.map((warehouse) => [warehouse.id, warehouse.name]));
  const dash = t('priceLists.none');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="price-lists-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('priceLists.columns.hierarchy')}</Table.Th>
            <Table.Th>{t('priceLists.columns.name')}</Table.Th>
            <Table.Th>{t('priceLists.columns.systemId')}</Table.Th>
            <Table.Th>{t('priceLists.columns.type')}</Table.Th>
            <Table.Th>{t('priceLists.columns.currency')}</Table.Th>
            <Table.Th>{t('priceLists.columns.formula')}</Table.Th>
            <Table.Th>{t('priceLists.columns.warehouses')}</Table.Th>
            <Table.Th>{t('priceLists.columns.validity')}</Table.Th>
            {canEdit && <Table.Th ta="right">{t('priceLists.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr key={list.id}>
              <Table.Td>{list.hierarchy}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {list.name}
                  </Text>
                  {list.isDefault && (
                    <Badge size="sm" variant="light" miw="max-content" style={{ flexShrink: 0 }}>
                      {t('priceLists.default')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{list.systemId}</Table.Td>
              <Table.Td>
                <Badge variant="outline" color={list.type === 'dependent' ? 'grape' : 'gray'} size="sm">
                  {t(`priceLists.types.${list.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{list.currency}</Table.Td>
              <Table.Td>
                {list.type === 'dependent'
                  ? t('priceLists.formula', {
                      base: list.basePriceListName ?? dash,
                      multiplier: list.multiplier.replace('.', ','),
                      additional: formatMoney(list.additionalValue, list.currency),
                    })
                  : dash}
              </Table.Td>
              <Table.Td>
                {list.assignedWarehouseIds.length === 0
                  ? t('priceLists.allWarehouses')
                  : list.assignedWarehouseIds.map((id) => warehouseName.get(id) ?? '?').join(', ')}
              </Table.Td>
              <Table.Td>
                {list.validFrom || list.validTo
                  ? t('priceLists.validity', { from: plDate(list.validFrom), to: plDate(list.validTo) })
                  : dash}
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <RowActions
                    editLabel={t('priceLists.actions.edit', { name: list.name })}
                    deleteLabel={t('priceLists.actions.delete', { name: list.name })}
                    onEdit={() => onEdit(list)}
                    onDelete={() => onDelete(list)}
                    deleteDisabled={list.isDefault}
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
