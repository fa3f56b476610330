import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';

/** Rows written so far, as a bar and as text (the task is polled; a reload resumes from the URL). */
export function ImportProgress({ task, onCancel }: { task: ImportTaskView; onCancel?: () => void }) {
  const total = Math.max(task.totalRows, task.processedRows, 1);
  const percent = Math.min(100, Math.round((task.processedRows / total) * 100));
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section value={percent} aria-label="Postęp importu" animated={task.stage !== 'completed'} />
      </Progress.Root>
      <Group justify="space-between">
        <Text size="sm">
          {task.processedRows} z {task.totalRows} wierszy ({percent}%)
          {task.rowsPerSecond ? `, ${task.rowsPerSecond} wierszy/s` : ''} — utworzono {task.created},
          zaktualizowano {task.updated}, odrzucono {task.rejected}
        </Text>
        {onCancel && ['queued', 'running'].includes(task.stage) && (
          <Button size="xs" variant="light" color="red" onClick={onCancel}>
            Przerwij import
          </Button>
        )}
      </Group>
    </Stack>
  );
}
