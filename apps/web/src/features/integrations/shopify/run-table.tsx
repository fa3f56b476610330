import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RunColumn<T> {
  /** The header's text. */
  label: string;
  cell: (row: T) => ReactNode;
}

/** A value with the row's error below it in red (a run's status or start, a product's push). */
export function WithError({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <Stack gap={2}>
      {children}
      {error && (
        <Text size="xs" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The sync tab's tables (sync runs, push runs, products in error): scrolling on narrow screens. */
export function RunTable<T>({
  rows,
  rowKey,
  columns,
  striped = true,
  testId,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  columns: RunColumn<T>[];
  striped?: boolean;
  testId: string;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped={striped} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
