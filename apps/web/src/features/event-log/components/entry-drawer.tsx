import { Alert, Button, Drawer, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatWarsawDateTimeSeconds } from '@zaplecze/contract/common/warsaw-time';
import { eventLogKindLabels, type EventLogEntry } from '@zaplecze/contract/event-log/event-log';
import { ApiError } from '../../../lib/api-client';
import { useEventLogEntry } from '../api/get-event-log';
import { LevelBadge, StatusBadge } from './status-badge';

/** Every field of one entry, read again from the server (GET /api/event-log/:id). */
export function EntryDrawer({
  entry,
  onClose,
  onFilterKey,
}: {
  entry: EventLogEntry | null;
  onClose: () => void;
  onFilterKey: (keyId: string) => void;
}) {
  const { t } = useTranslation();
  const loaded = useEventLogEntry(entry?.id ?? null, entry ?? undefined);
  const shown = loaded.data ?? entry;
  const label = (key: string) => t(`eventLog.${key}`);
  const rows: [string, ReactNode][] = [];
  if (shown) {
    const add = (name: string, value: ReactNode) => {
      if (value !== null && value !== undefined && value !== '') rows.push([name, value]);
    };
    add(label('drawer.kind'), eventLogKindLabels[shown.kind]);
    add(label('drawer.time'), formatWarsawDateTimeSeconds(shown.createdAt));
    if (shown.kind !== 'integration') add(label('columns.status'), <StatusBadge entry={shown} />);
    add(label('columns.key'), shown.key?.name);
    add(label('columns.method'), shown.method);
    add(label('columns.path'), shown.path);
    add(label('drawer.route'), shown.route);
    add(label('columns.event'), shown.eventType);
    add(label('drawer.eventId'), shown.eventId);
    add(label('drawer.subscription'), shown.subscriptionId);
    add(label('columns.url'), shown.url);
    add(label('columns.attempt'), shown.attempt);
    if (shown.kind === 'webhook_delivery')
      add(label('columns.result'), shown.ok ? label('delivered') : label('failed'));
    add(label('drawer.error'), shown.error);
    add(
      label('columns.duration'),
      shown.durationMs === null ? null : t('eventLog.ms', { value: shown.durationMs }),
    );
    add(label('columns.source'), shown.source);
    add(label('columns.level'), shown.level ? <LevelBadge entry={shown} /> : null);
    add(label('columns.message'), shown.message);
    add(label('columns.subject'), shown.subject);
    add(label('drawer.ip'), shown.ip);
    add(label('drawer.requestId'), shown.requestId);
  }
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={label('drawer.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {loaded.isError && (
          <Alert color="red" title={label('drawer.loadError')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{loaded.error instanceof ApiError ? loaded.error.message : ''}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void loaded.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Table variant="vertical" layout="fixed" withTableBorder data-testid="event-log-entry">
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th w={170}>{name}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {shown?.key && (
          <Button variant="light" onClick={() => onFilterKey(shown.key!.id)}>
            {label('drawer.filterKey')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
