import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatWarsawDateTimeSeconds } from '@zaplecze/contract/common/warsaw-time';
import type { EventLogEntry, EventLogKind } from '@zaplecze/contract/event-log/event-log';
import { DataTable } from '../../../components/data-table';
import { LevelBadge, StatusBadge } from './status-badge';

const columnsOf: Record<EventLogKind, string[]> = {
  api_call: ['time', 'key', 'method', 'path', 'status', 'duration', 'details'],
  webhook_delivery: ['time', 'event', 'url', 'attempt', 'status', 'duration', 'details'],
  integration: ['time', 'source', 'level', 'message', 'subject', 'details'],
};

/** One page of the log in the columns of its kind; 'Szczegóły' opens the entry's drawer. */
export function EventLogTable({
  kind,
  entries,
  onOpen,
}: {
  kind: EventLogKind;
  entries: EventLogEntry[];
  onOpen: (entry: EventLogEntry) => void;
}) {
  const { t } = useTranslation();
  const ms = (value: number | null) => (value === null ? '—' : t('eventLog.ms', { value }));
  const cells = (entry: EventLogEntry) => {
    switch (kind) {
      case 'api_call':
        return (
          <>
            <Table.Td>{entry.key?.name ?? '—'}</Table.Td>
            <Table.Td ff="monospace">{entry.method}</Table.Td>
            <Table.Td maw={360} style={{ wordBreak: 'break-all' }} ff="monospace" fz="sm">
              {entry.path}
            </Table.Td>
            <Table.Td>
              <StatusBadge entry={entry} />
            </Table.Td>
            <Table.Td ta="right">{ms(entry.durationMs)}</Table.Td>
          </>
        );
      case 'webhook_delivery':
        return (
          <>
            <Table.Td ff="monospace" fz="sm">
              {entry.eventType}
            </Table.Td>
            <Table.Td maw={300} style={{ wordBreak: 'break-all' }} fz="sm">
              {entry.url}
            </Table.Td>
            <Table.Td ta="right">{entry.attempt}</Table.Td>
            <Table.Td>
              <StatusBadge entry={entry} />
            </Table.Td>
            <Table.Td ta="right">{ms(entry.durationMs)}</Table.Td>
          </>
        );
      case 'integration':
        return (
          <>
            <Table.Td>{entry.source}</Table.Td>
            <Table.Td>
              <LevelBadge entry={entry} />
            </Table.Td>
            <Table.Td>{entry.message}</Table.Td>
            <Table.Td>{entry.subject ?? '—'}</Table.Td>
          </>
        );
    }
  };
  return (
    <DataTable
      label={t('eventLog.title')}
      minWidth={kind === 'integration' ? 760 : 880}
      columns={columnsOf[kind].map((key) => ({
        label: t(`eventLog.columns.${key}`),
        align: key === 'duration' || key === 'attempt' ? ('right' as const) : undefined,
      }))}
    >
      {entries.map((entry) => {
        const time = formatWarsawDateTimeSeconds(entry.createdAt);
        return (
          <Table.Tr key={entry.id} data-testid="event-log-row">
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {time}
              </Text>
            </Table.Td>
            {cells(entry)}
            <Table.Td>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('eventLog.showDetails', { time })}
                onClick={() => onOpen(entry)}
              >
                {t('eventLog.columns.details')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
