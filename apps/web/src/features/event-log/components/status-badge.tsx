import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { eventLogLevelLabels, type EventLogEntry } from '@zaplecze/contract/event-log/event-log';

// Dark shades in outline: readable on the striped and hovered rows (WCAG contrast).
const statusColor = (status: number) =>
  status >= 500 ? 'red.9' : status >= 400 ? 'orange.9' : status >= 300 ? 'blue.9' : 'green.9';
const levelColor = { info: 'blue.9', warning: 'orange.9', error: 'red.9' } as const;

/** The HTTP status of a call or a delivery (a delivery without an answer says so), coloured by class. */
export function StatusBadge({ entry }: { entry: EventLogEntry }) {
  const { t } = useTranslation();
  if (entry.status === null)
    return (
      <Badge variant="outline" color="red" tt="none">
        {t('eventLog.noAnswer')}
      </Badge>
    );
  return (
    <Badge variant="outline" color={statusColor(entry.status)} tt="none">
      {entry.status}
    </Badge>
  );
}

export function LevelBadge({ entry }: { entry: EventLogEntry }) {
  if (!entry.level) return null;
  return (
    <Badge variant="outline" color={levelColor[entry.level]} tt="none">
      {eventLogLevelLabels[entry.level]}
    </Badge>
  );
}
