import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { formatMoney } from '@zaplecze/contract/common/money';
import { returnStatusLabels, type ReturnListItem } from '@zaplecze/contract/orders/order-returns';

const date = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });

export function ReturnsTable({ rows }: { rows: ReturnListItem[] }) {
  const { t } = useTranslation();
  const head = (key: string) => <Table.Th>{t(`returns.columns.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="returns-table">
        <Table.Thead>
          <Table.Tr>
            {head('number')}
            {head('externalId')}
            {head('order')}
            {head('client')}
            {head('quantity')}
            {head('refund')}
            {head('status')}
            {head('created')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="return-list-row">
              <Table.Td fw={500}>{row.number}</Table.Td>
              <Table.Td>{row.externalId ?? '—'}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/orders/${row.orderId}`}>
                  {t('returns.orderLink', { no: row.orderNo })}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.client ?? '—'}</Table.Td>
              <Table.Td>{row.quantity}</Table.Td>
              <Table.Td>{formatMoney(row.refundAmount.amount, row.refundAmount.currency)}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {returnStatusLabels[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{date.format(new Date(row.created))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
