import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { useTranslation } from '../../../lib/i18n';

/** Rows written so far, as a bar and as text (the task is polled; a reload resumes from the URL). */
export function ImportProgress({ task, onCancel }: { task: ImportTaskView; onCancel?: () => void }) {
  const { t } = useTranslation();
  const total = Math.max(task.totalRows, task.processedRows, 1);
  const percent = Math.min(100, Math.round((task.processedRows / total) * 100));
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          aria-label={t('productImport.progress.label')}
          animated={task.stage !== 'completed'}
        />
      </Progress.Root>
      <Group justify="space-between">
        <Text size="sm">
          {t('productImport.progress.rows', {
            processed: task.processedRows,
            total: task.totalRows,
            percent,
          })}
          {task.rowsPerSecond ? t('productImport.progress.rate', { rate: task.rowsPerSecond }) : ''}
          {t('productImport.progress.counts', {
            created: task.created,
            updated: task.updated,
            rejected: task.rejected,
          })}
        </Text>
        {onCancel && ['queued', 'running'].includes(task.stage) && (
          <Button size="xs" variant="light" color="red" onClick={onCancel}>
            {t('productImport.progress.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
