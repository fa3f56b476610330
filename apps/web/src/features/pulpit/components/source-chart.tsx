import { BarChart } from '@mantine/charts';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { pulpitMessages, type PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { formatCount, formatMoney } from '../format';
import { ordersLink } from '../links';
import { ChartCard } from './chart-card';

const sourceNames: Record<string, string> = {
  allegro: 'Allegro',
  ebay: 'eBay',
  amazon: 'Amazon',
  shop: 'Sklep',
};
export const sourceName = (source: string) => sourceNames[source] ?? source;

export function SourceChart({ data, loading }: { data: PulpitResponse | undefined; loading: boolean }) {
  const sources = data?.orders?.bySource ?? [];
  return (
    <ChartCard
      title="Zamówienia według źródła"
      loading={loading}
      empty={sources.length === 0}
      emptyText={pulpitMessages.noOrders}
      chart={
        <BarChart
          h={Math.max(120, sources.length * 44)}
          data={sources.map((s) => ({ source: sourceName(s.source), Zamówienia: s.orders }))}
          dataKey="source"
          orientation="vertical"
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 80 }}
          valueFormatter={(value) => formatCount(value)}
          series={[{ name: 'Zamówienia', color: 'indigo.5' }]}
        />
      }
      table={
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Źródło</Table.Th>
              <Table.Th ta="right">Zamówienia</Table.Th>
              <Table.Th ta="right">Sprzedaż brutto</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((s) => (
              <Table.Tr key={s.source}>
                <Table.Td>
                  <Anchor component={Link} to={ordersLink(data!.range, { source: s.source })}>
                    {sourceName(s.source)}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatCount(s.orders)}</Table.Td>
                <Table.Td ta="right">{formatMoney(s.sales)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
