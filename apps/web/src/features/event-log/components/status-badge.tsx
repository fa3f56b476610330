import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventLogLevelLabels, type EventLogEntry } from '@zaplecze/contract/event-log/event-log';

const statusColor = (status: number) =>
  status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green';
const levelColor = { info: 'blue', warning: 'yellow', error: 'red' } as const;

/** The HTTP status of a call or a delivery (a delivery without an answer says so), coloured by class. */
export function StatusBadge({ entry }: { entry: EventLogEntry }) {
  const { t } = useTranslation();
  if (entry.status === null)
    return (
      <Badge variant="light" color="red" tt="none">
        {t('eventLog.noAnswer')}
      </Badge>
    );
  return (
    <Badge variant="light" color={statusColor(entry.status)} tt="none">
      {entry.status}
    </Badge>
  );
}

export function LevelBadge({ entry }: { entry: EventLogEntry }) {
  if (!entry.level) return null;
  return (
    <Badge variant="light" color={levelColor[entry.level]} tt="none">
      {eventLogLevelLabels[entry.level]}
    </Badge>
  );
}
