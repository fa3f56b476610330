import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { UploadEntry } from './use-uploads';

/** The files being sent, each with its progress and, when refused, the server's reason. */
export function UploadList({ entries, onClear }: { entries: UploadEntry[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const done = entries.filter((entry) => entry.status === 'done').length;
  const busy = entries.some((entry) => entry.status === 'waiting' || entry.status === 'sending');
  return (
    <Card withBorder padding="sm" aria-live="polite" data-testid="upload-list">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t('files.uploads.title')} — {t('files.uploads.summary', { done, total: entries.length })}
        </Text>
        {!busy && (
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('files.uploads.clear')}
          </Button>
        )}
      </Group>
      <Stack gap={6}>
        {entries.map((entry) => (
          <div key={entry.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {entry.name}
              </Text>
              <Text size="xs" c={entry.status === 'failed' ? 'red' : 'gray.7'}>
                {entry.status === 'done'
                  ? t('files.uploads.done')
                  : entry.status === 'failed'
                    ? t('files.uploads.failed')
                    : `${Math.round(entry.progress * 100)}%`}
              </Text>
            </Group>
            {entry.status === 'failed' ? (
              <Text size="xs" c="red">
                {entry.error}
              </Text>
            ) : (
              <Progress
                value={entry.progress * 100}
                size="xs"
                color={entry.status === 'done' ? 'green' : 'blue'}
                aria-label={entry.name}
              />
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}
