import { Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart with its table view (the text alternative): the toggle switches between them. */
export function ChartCard({ title, loading, empty, emptyText, chart, table }: ChartCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {!loading && !empty && (
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: 'Wykres' },
              { value: 'table', label: 'Tabela' },
            ]}
            aria-label={`${title}: widok`}
          />
        )}
      </Group>
      {loading ? (
        <Stack gap="xs" role="status" aria-label={`${title}: wczytywanie`}>
          <Skeleton height={180} />
        </Stack>
      ) : empty ? (
        <Stack align="center" gap={4} py="lg">
          <IconInbox size={32} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text c="dimmed" size="sm" ta="center">
            {emptyText}
          </Text>
        </Stack>
      ) : view === 'chart' ? (
        chart
      ) : (
        table
      )}
    </Card>
  );
}
