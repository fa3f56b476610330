import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatBytes } from '@zaplecze/contract/files/files';
import { useFileUsage } from '../api/files';

const colors = { ok: 'blue', warning: 'yellow', critical: 'red' } as const;

/** The plan's disk quota and what the library takes of it (the figure the shell's disk alert reads). */
export function UsageBar() {
  const { t } = useTranslation();
  const usage = useFileUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes, usedPercent, level, fileCount } = usage.data;
  return (
    <div data-testid="files-usage">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          {t('files.usage.label')}
        </Text>
        <Text size="sm" c="gray.7">
          {quotaBytes === null
            ? t('files.usage.unlimited', { used: formatBytes(usedBytes) })
            : t('files.usage.text', {
                used: formatBytes(usedBytes),
                quota: formatBytes(quotaBytes),
                percent: usedPercent.toLocaleString('pl-PL'),
              })}
          {' · '}
          {t('files.usage.files', { count: fileCount })}
        </Text>
      </Group>
      {quotaBytes !== null && (
        <Progress value={usedPercent} color={colors[level]} aria-label={t('files.usage.label')} size="sm" />
      )}
    </div>
  );
}
