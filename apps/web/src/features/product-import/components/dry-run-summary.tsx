import { Alert, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { DryRunView } from '@zaplecze/contract/product-import/product-import-api';

/** What the final import will do: counts, per-field diffs, rejected rows and warnings with reasons. */
export function DryRunSummary({ result }: { result: DryRunView }) {
  return (
    <Stack gap="sm" aria-label="Podgląd zmian">
      <Title order={3} size="h4">
        Podgląd zmian (nic nie zostało jeszcze zapisane)
      </Title>
      <Group gap="xl">
        <Text>
          Nowe: <b>{result.created}</b>
        </Text>
        <Text>
          Zmienione: <b>{result.updated}</b>
        </Text>
        <Text>
          Bez zmian: <b>{result.unchanged}</b>
        </Text>
        <Text c={result.rejected > 0 ? 'red' : undefined}>
          Odrzucone: <b>{result.rejected}</b>
        </Text>
        <Text c={result.warnings > 0 ? 'orange' : undefined}>
          Ostrzeżenia: <b>{result.warnings}</b>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Puste komórki nie zmieniają zapisanych wartości.
      </Text>
      {result.newEntries.length > 0 && (
        <List size="sm" spacing={2} aria-label="Nowe wpisy słowników">
          {result.newEntries.map((entry) => (
            <List.Item key={entry.dictionary}>Import {entry.text}</List.Item>
          ))}
        </List>
      )}
      {result.diffs.length > 0 && (
        <List size="sm" spacing={2}>
          {result.diffs.map((diff) => (
            <List.Item key={diff.line}>
              <b>{diff.key}</b> (wiersz {diff.line}): {diff.changes.join('; ')}
            </List.Item>
          ))}
        </List>
      )}
      {result.rejectedRows.length > 0 && (
        <Alert color="red" title="Odrzucone wiersze">
          <ProblemTable label="Odrzucone wiersze" rows={result.rejectedRows} />
        </Alert>
      )}
      {result.warningRows.length > 0 && (
        <Alert color="orange" title="Ostrzeżenia">
          <Text size="sm" mb="xs">
            Te wiersze zostaną zaimportowane: bez wskazanego pola albo z poprawioną wartością.
          </Text>
          <ProblemTable label="Ostrzeżenia" rows={result.warningRows} />
        </Alert>
      )}
    </Stack>
  );
}

/** Rows with a problem: line, field, reason and the cell as the file had it. */
export function ProblemTable({ label, rows }: { label: string; rows: DryRunView['rejectedRows'] }) {
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Wiersz</Table.Th>
          <Table.Th>Pole</Table.Th>
          <Table.Th>Powód</Table.Th>
          <Table.Th>Wartość</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.line}-${index}`}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Td>{row.field}</Table.Td>
            <Table.Td>{row.reason}</Table.Td>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
