import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { countText, formatChange, formatCount, formatMoney, ordersForms } from '../format';
import { ordersLink, pendingLink, returnsLink } from '../links';

interface Tile {
  label: string;
  value: string;
  previous?: string;
  changePct?: number | null;
  /** Returns growing is bad news: the badge turns red on a rise. */
  riseIsBad?: boolean;
  extra?: string;
  to: string;
}

function ChangeBadge({ changePct, riseIsBad }: { changePct: number | null; riseIsBad?: boolean }) {
  if (changePct === null)
    return (
      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
        —
      </Badge>
    );
  const good = riseIsBad ? changePct <= 0 : changePct >= 0;
  const Icon = changePct >= 0 ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge
      variant="light"
      color={changePct === 0 ? 'gray' : good ? 'teal' : 'red'}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {formatChange(changePct)}
    </Badge>
  );
}

function FigureTile({ tile }: { tile: Tile }) {
  return (
    <UnstyledButton component={Link} to={tile.to} aria-label={`${tile.label}: ${tile.value}`}>
      <Card withBorder radius="md" padding="md" h="100%">
        <Stack gap={4}>
          {/* Narrow tiles put the change below the label rather than cutting it to '+…'. */}
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text size="sm" c="dimmed" fw={500}>
              {tile.label}
            </Text>
            {tile.changePct !== undefined && (
              <ChangeBadge changePct={tile.changePct} riseIsBad={tile.riseIsBad} />
            )}
          </Group>
          <Text fz={26} fw={700} lh={1.2}>
            {tile.value}
          </Text>
          {tile.previous !== undefined && (
            <Text size="xs" c="dimmed">
              poprzednio: {tile.previous}
            </Text>
          )}
          {tile.extra && (
            <Text size="xs" c="dimmed">
              {tile.extra}
            </Text>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

export function tilesOf(data: PulpitResponse): Tile[] {
  const f = data.orders!.figures;
  const range = data.range;
  return [
    {
      label: 'Zamówienia',
      value: formatCount(f.orders.value),
      previous: formatCount(f.orders.previous),
      changePct: f.orders.changePct,
      to: ordersLink(range),
    },
    {
      label: 'Sprzedaż brutto',
      value: formatMoney(f.sales.value.amount),
      previous: formatMoney(f.sales.previous.amount),
      changePct: f.sales.changePct,
      extra: f.otherCurrencies.length
        ? `oraz ${f.otherCurrencies.map((m) => formatMoney(m.amount, m.currency)).join(', ')}`
        : undefined,
      to: ordersLink(range, { currency: 'PLN' }),
    },
    {
      label: 'Średnia wartość zamówienia',
      value: formatMoney(f.averageOrder.value.amount),
      previous: formatMoney(f.averageOrder.previous.amount),
      changePct: f.averageOrder.changePct,
      to: ordersLink(range, { currency: 'PLN' }),
    },
    {
      label: 'Oczekujące teraz',
      value: formatCount(f.waiting),
      extra: `${countText(f.waiting, ordersForms)} do realizacji`,
      to: pendingLink(data.orders!.pendingStatusIds),
    },
    {
      label: 'Wysłane',
      value: formatCount(f.shipped.value),
      previous: formatCount(f.shipped.previous),
      changePct: f.shipped.changePct,
      to: ordersLink(range),
    },
    {
      label: 'Zwroty',
      value: formatCount(f.returns.value),
      previous: formatCount(f.returns.previous),
      changePct: f.returns.changePct,
      riseIsBad: true,
      to: returnsLink,
    },
  ];
}

export function FigureTiles({ data, loading }: { data: PulpitResponse | undefined; loading: boolean }) {
  if (loading || !data?.orders) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} role="status" aria-label="Liczby: wczytywanie">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={112} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} component="section" aria-label="Liczby okresu">
      {tilesOf(data).map((tile) => (
        <FigureTile key={tile.label} tile={tile} />
      ))}
    </SimpleGrid>
  );
}
