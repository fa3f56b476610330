import { CompositeChart } from '@mantine/charts';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { pulpitMessages } from '@zaplecze/contract/pulpit/pulpit';
import { formatCount, formatDay, formatMoney, formatShortDay } from '../format';
import { ordersLink } from '../links';
import { ChartCard } from './chart-card';

export function SalesChart({ data, loading }: { data: PulpitResponse | undefined; loading: boolean }) {
  const days = data?.orders?.perDay ?? [];
  const empty = days.every((d) => d.orders === 0);
  const points = days.map((d) => ({
    day: formatShortDay(d.day),
    Zamówienia: d.orders,
    Sprzedaż: Number(d.sales),
  }));
  return (
    <ChartCard
      title="Zamówienia i sprzedaż dziennie"
      loading={loading}
      empty={empty}
      emptyText={`${pulpitMessages.noOrders}. Wybierz dłuższy okres albo dodaj zamówienie.`}
      chart={
        <CompositeChart
          h={260}
          data={points}
          dataKey="day"
          withLegend
          withRightYAxis
          curveType="monotone"
          yAxisProps={{ allowDecimals: false }}
          maxBarWidth={28}
          valueFormatter={(value) => formatCount(value)}
          rightYAxisProps={{ tickFormatter: (value: number) => formatCount(Math.round(value)) }}
          series={[
            { name: 'Zamówienia', color: 'blue.5', type: 'bar' },
            { name: 'Sprzedaż', label: 'Sprzedaż (zł)', color: 'teal.6', type: 'line', yAxisId: 'right' },
          ]}
        />
      }
      table={
        <Table.ScrollContainer minWidth={320} mah={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dzień</Table.Th>
                <Table.Th ta="right">Zamówienia</Table.Th>
                <Table.Th ta="right">Sprzedaż brutto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Td>
                    <Anchor component={Link} to={ordersLink(data!.range, { day: d.day })}>
                      {formatDay(d.day)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(d.orders)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(d.sales)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
