import { Anchor, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { StockMovementView, StockReservationView } from '@zaplecze/contract/stock/stock';

const dateTime = (value: string) =>
  new Date(value).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function OrderLink({ id, no }: { id: string; no: number }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/dashboard/orders/${id}`} size="sm">
      {t('productStock.order', { no })}
    </Anchor>
  );
}

/** The orders holding the product now, each linked to its details. */
export function StockReservations({ reservations }: { reservations: StockReservationView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('productStock.reservations')}>
      <Title order={3} size="h6" mb="xs">
        {t('productStock.reservations')}
      </Title>
      {reservations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('productStock.noReservations')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productStock.orderColumn')}</Table.Th>
                <Table.Th>{t('productStock.warehouse')}</Table.Th>
                <Table.Th ta="right">{t('productStock.quantity')}</Table.Th>
                <Table.Th>{t('productStock.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reservations.map((reservation) => (
                <Table.Tr key={reservation.id} data-testid="stock-reservation-row">
                  <Table.Td>
                    <OrderLink id={reservation.orderId} no={reservation.orderNo} />
                  </Table.Td>
                  <Table.Td>{reservation.warehouseName}</Table.Td>
                  <Table.Td ta="right">{reservation.quantity}</Table.Td>
                  <Table.Td>{dateTime(reservation.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

/** The last movements: what changed the stock, who and why. */
export function StockMovements({ movements }: { movements: StockMovementView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('productStock.movements')}>
      <Title order={3} size="h6" mb="xs">
        {t('productStock.movements')}
      </Title>
      {movements.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('productStock.noMovements')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productStock.when')}</Table.Th>
                <Table.Th>{t('productStock.kind')}</Table.Th>
                <Table.Th>{t('productStock.warehouse')}</Table.Th>
                <Table.Th ta="right">{t('productStock.onHandDelta')}</Table.Th>
                <Table.Th ta="right">{t('productStock.reservedDelta')}</Table.Th>
                <Table.Th>{t('productStock.reason')}</Table.Th>
                <Table.Th>{t('productStock.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements.map((movement, index) => (
                <Table.Tr key={`${movement.created}-${index}`} data-testid="stock-movement-row">
                  <Table.Td>{dateTime(movement.created)}</Table.Td>
                  <Table.Td>{t(`productStock.kinds.${movement.kind}`)}</Table.Td>
                  <Table.Td>
                    {movement.warehouseName}
                    {movement.variantSku ? ` / ${movement.variantSku}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{movement.onHandDelta ? signed(movement.onHandDelta) : '—'}</Table.Td>
                  <Table.Td ta="right">
                    {movement.reservedDelta ? signed(movement.reservedDelta) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {movement.orderId && movement.orderNo !== null ? (
                      <OrderLink id={movement.orderId} no={movement.orderNo} />
                    ) : (
                      (movement.reason ?? '—')
                    )}
                  </Table.Td>
                  <Table.Td>{movement.userName ?? t('productStock.system')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
