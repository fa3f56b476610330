import { Alert, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { DryRunView } from '@zaplecze/contract/product-import/product-import-api';
import { useTranslation } from '../../../lib/i18n';

/** What the final import will do: counts, per-field diffs, rejected rows and warnings with reasons. */
export function DryRunSummary({ result }: { result: DryRunView }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.dryRun.${key}`, options);
  return (
    <Stack gap="sm" aria-label={text('label')}>
      <Title order={3} size="h4">
        {text('title')}
      </Title>
      <Group gap="xl">
        <Text>
          {text('created')} <b>{result.created}</b>
        </Text>
        <Text>
          {text('updated')} <b>{result.updated}</b>
        </Text>
        <Text>
          {text('unchanged')} <b>{result.unchanged}</b>
        </Text>
        <Text c={result.rejected > 0 ? 'red' : undefined}>
          {text('rejected')} <b>{result.rejected}</b>
        </Text>
        <Text c={result.warnings > 0 ? 'orange' : undefined}>
          {text('warnings')} <b>{result.warnings}</b>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {text('emptyCells')}
      </Text>
      {result.newEntries.length > 0 && (
        <List size="sm" spacing={2} aria-label={text('newEntries')}>
          {result.newEntries.map((entry) => (
            <List.Item key={entry.dictionary}>{text('newEntry', { text: entry.text })}</List.Item>
          ))}
        </List>
      )}
      {result.diffs.length > 0 && (
        <List size="sm" spacing={2}>
          {result.diffs.map((diff) => (
            <List.Item key={diff.line}>
              <b>{diff.key}</b> {text('diff', { line: diff.line, changes: diff.changes.join('; ') })}
            </List.Item>
          ))}
        </List>
      )}
      {result.rejectedRows.length > 0 && (
        <Alert color="red" title={text('rejectedRows')}>
          <ProblemTable label={text('rejectedRows')} rows={result.rejectedRows} />
        </Alert>
      )}
      {result.warningRows.length > 0 && (
        <Alert color="orange" title={text('warningRows')}>
          <Text size="sm" mb="xs">
            {text('warningHint')}
          </Text>
          <ProblemTable label={text('warningRows')} rows={result.warningRows} />
        </Alert>
      )}
    </Stack>
  );
}

/** Rows with a problem: line, field, reason and the cell as the file had it. */
export function ProblemTable({ label, rows }: { label: string; rows: DryRunView['rejectedRows'] }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {(['line', 'field', 'reason', 'value'] as const).map((column) => (
            <Table.Th key={column}>{t(`productImport.dryRun.${column}`)}</Table.Th>
          ))}
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
