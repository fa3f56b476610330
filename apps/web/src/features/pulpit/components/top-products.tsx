import { BarChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import type { PulpitResponse, TopProduct } from '@zaplecze/contract/pulpit/pulpit';
import { formatCount, formatMoney } from '../format';
import { ChartCard } from './chart-card';

const shortName = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name);

function ProductsTable({ products }: { products: TopProduct[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Produkt</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Sztuk</Table.Th>
            <Table.Th ta="right">Wartość brutto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p, index) => (
            <Table.Tr key={`${p.name}-${p.sku ?? ''}-${index}`}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {p.sku ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatCount(p.quantity)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface TopProductsProps {
  data: PulpitResponse | undefined;
  loading: boolean;
  by: 'quantity' | 'value';
}

export function TopProducts({ data, loading, by }: TopProductsProps) {
  const products = (by === 'quantity' ? data?.orders?.topByQuantity : data?.orders?.topByValue) ?? [];
  const series = by === 'quantity' ? 'Sztuk' : 'Wartość';
  return (
    <ChartCard
      title={
        by === 'quantity'
          ? 'Najlepiej sprzedające się produkty (sztuki)'
          : 'Najlepiej sprzedające się produkty (wartość)'
      }
      loading={loading}
      empty={products.length === 0}
      emptyText="Brak sprzedanych produktów w tym okresie"
      chart={
        <BarChart
          h={Math.max(140, products.length * 34)}
          data={products.map((p) => ({
            name: shortName(p.name),
            [series]: by === 'quantity' ? p.quantity : Number(p.value),
          }))}
          dataKey="name"
          orientation="vertical"
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 150 }}
          valueFormatter={(value) => (by === 'quantity' ? formatCount(value) : formatMoney(value))}
          series={[{ name: series, color: by === 'quantity' ? 'grape.5' : 'teal.6' }]}
        />
      }
      table={<ProductsTable products={products} />}
    />
  );
}
