import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import type { OrderProduct } from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';

const isPending = (line: OrderProduct) => line.id.startsWith('pending-');

/** The order's lines with unit prices, VAT, line totals and the order totals below. */
export function ProductsTable({
  order,
  canEdit,
  onEdit,
  onDelete,
}: {
  order: Order;
  canEdit: boolean;
  onEdit: (line: OrderProduct) => void;
  onDelete: (line: OrderProduct) => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`orderDetails.products.${key}`);
  const money = (value: { amount: string; currency: string }) => formatMoney(value.amount, value.currency);
  return (
    <Table.ScrollContainer minWidth={620} type="native">
      <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" data-testid="products-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('name')}</Table.Th>
            <Table.Th ta="right">{text('quantity')}</Table.Th>
            <Table.Th ta="right">{text('net')}</Table.Th>
            <Table.Th ta="right">{text('gross')}</Table.Th>
            <Table.Th ta="right">{text('tax')}</Table.Th>
            <Table.Th ta="right">{text('total')}</Table.Th>
            {canEdit && (
              <Table.Th w={72}>
                <VisuallyHidden>{text('actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((line) => (
            <Table.Tr
              key={line.id}
              data-testid="product-line"
              style={isPending(line) ? { opacity: 0.6 } : undefined}
            >
              <Table.Td>
                <Text size="sm" fw={500} lineClamp={2}>
                  {line.name}
                </Text>
                {(line.sku || line.ean) && (
                  <Text size="xs" c="dimmed">
                    {[
                      line.sku && t('orderDetails.products.sku', { value: line.sku }),
                      line.ean && t('orderDetails.products.ean', { value: line.ean }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.grossPrice)}
              </Table.Td>
              <Table.Td ta="right">{line.tax}%</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(line.grossTotalPrice)}
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('orderDetails.products.edit', { name: line.name })}
                      disabled={isPending(line)}
                      onClick={() => onEdit(line)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('orderDetails.products.remove', { name: line.name })}
                      disabled={isPending(line)}
                      onClick={() => onDelete(line)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5} ta="right" fw={500}>
              {text('totalNet')}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="total-net">
              {money(order.totalValuePrice)}
            </Table.Td>
            {canEdit && <Table.Td />}
          </Table.Tr>
          <Table.Tr>
            <Table.Th colSpan={5} ta="right">
              {text('totalGross')}
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="total-gross">
              {money(order.totalValueGrossPrice)}
            </Table.Td>
            {canEdit && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
