import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface StatTile {
  label: string;
  value: string | number;
}

/** 'Aktywnych', 'Łącznie', 'Strona' above a dictionary list. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <SimpleGrid cols={{ base: tiles.length, xs: tiles.length }} spacing="sm" maw={560}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="sm" radius="md">
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {tile.label}
          </Text>
          <Text size="xl" fw={700} data-testid={`stat-${tile.label}`}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
