import { Anchor, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconPackageOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  lowStockThreshold,
  type PulpitAttention,
  type PulpitResponse,
} from '@zaplecze/contract/pulpit/pulpit';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { countText, daysForms, formatCount, ordersForms, productsForms } from '../format';
import { lowStockLink, outOfStockLink, plansLink, waitingLink } from '../links';
import { ImportItems } from './import-items';

const usageLabels = { orders: 'Zamówienia', products: 'Produkty', imports: 'Importy dziś' } as const;

function Item({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

function cappedText(value: { count: number; capped: boolean }) {
  return value.capped
    ? `ponad ${formatCount(value.count)} ${pluralPl(value.count, productsForms)}`
    : countText(value.count, productsForms);
}

function Usage({ usage }: { usage: PulpitAttention['licence']['usage'] }) {
  return (
    <Stack gap={6}>
      {usage.map((u) => (
        <div key={u.kind}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{usageLabels[u.kind]}</Text>
            <Text size="sm" c="dimmed">
              {u.used === null ? '—' : formatCount(u.used)}
              {u.limit === null ? ' (bez limitu)' : ` z ${formatCount(u.limit)}`}
            </Text>
          </Group>
          {u.limit !== null && u.used !== null && (
            <Progress
              value={Math.min(100, (u.used / Math.max(1, u.limit)) * 100)}
              color={u.used >= u.limit ? 'red' : u.used >= u.limit * 0.8 ? 'orange' : 'blue'}
              aria-label={`${usageLabels[u.kind]}: ${formatCount(u.used)} z ${formatCount(u.limit)}`}
            />
          )}
        </div>
      ))}
    </Stack>
  );
}

export function AttentionList({ data, loading }: { data: PulpitResponse | undefined; loading: boolean }) {
  const a = data?.attention;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Wymaga uwagi">
      <Title order={2} size="h4" mb="sm">
        Wymaga uwagi
      </Title>
      {loading || !a ? (
        <Stack role="status" aria-label="Wymaga uwagi: wczytywanie">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <Stack gap="md">
          {a.waitingOrders && data.orders && (
            <Item icon={<IconClockHour4 size={16} />} color={a.waitingOrders.count ? 'orange' : 'teal'}>
              {a.waitingOrders.count ? (
                <Anchor
                  component={Link}
                  to={waitingLink(a.waitingOrders.before, data.orders.pendingStatusIds)}
                  size="sm"
                >
                  {countText(a.waitingOrders.count, ordersForms)} czeka ponad{' '}
                  {countText(a.waitingOrders.days, daysForms)}
                </Anchor>
              ) : (
                <Text size="sm">
                  Żadne zamówienie nie czeka ponad {countText(a.waitingOrders.days, daysForms)}
                </Text>
              )}
            </Item>
          )}
          {a.lowStock && (
            <Item icon={<IconAlertTriangle size={16} />} color={a.lowStock.count ? 'yellow' : 'teal'}>
              {a.lowStock.count ? (
                <Anchor component={Link} to={lowStockLink()} size="sm">
                  {cappedText(a.lowStock)} z niskim stanem (poniżej {lowStockThreshold} szt.)
                </Anchor>
              ) : (
                <Text size="sm">Żaden produkt nie ma niskiego stanu</Text>
              )}
            </Item>
          )}
          {a.outOfStockReserved && a.outOfStockReserved.count > 0 && (
            <Item icon={<IconPackageOff size={16} />} color="red">
              <Anchor component={Link} to={outOfStockLink()} size="sm">
                {cappedText(a.outOfStockReserved)} bez stanu przy otwartych rezerwacjach
              </Anchor>
            </Item>
          )}
          {a.imports && <ImportItems imports={a.imports} />}
          {a.licence.isTrial && (
            <Item icon={<IconCircleCheck size={16} />} color={a.licence.daysLeft <= 3 ? 'red' : 'blue'}>
              <Anchor component={Link} to={plansLink} size="sm">
                Okres próbny:{' '}
                {a.licence.daysLeft === 0
                  ? 'kończy się dziś'
                  : `zostało ${countText(a.licence.daysLeft, daysForms)}`}
              </Anchor>
            </Item>
          )}
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600}>
                Plan {a.licence.planName}
              </Text>
              <Anchor component={Link} to={plansLink} size="sm">
                Zmień plan
              </Anchor>
            </Group>
            <Usage usage={a.licence.usage} />
          </div>
        </Stack>
      )}
    </Card>
  );
}
