import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '@zaplecze/contract/orders-bulk';
import { useBulkJob } from '../api/get-bulk-job';
import { invalidateOrders } from '../api/invalidate-orders';
import { BulkSkips } from './bulk-skips';

/** Progress of a bulk action the server runs as a job, polled until it has finished. */
export function BulkJobCard({
  jobId,
  action,
  total,
  onDismiss,
}: {
  jobId: string;
  action: BulkAction;
  total: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useBulkJob(jobId);
  const state = job.data?.state;
  const finished = state === 'completed' || state === 'failed';
  const refreshed = useRef(false);

  useEffect(() => {
    if (!finished || refreshed.current) return;
    refreshed.current = true;
    void invalidateOrders(queryClient);
  }, [finished, queryClient]);

  const processed = job.data?.processed ?? 0;
  const all = job.data?.total ?? total;
  const percent = all > 0 ? Math.round((processed / all) * 100) : 0;
  const color = state === 'failed' || job.isError ? 'red' : state === 'completed' ? 'green' : 'blue';

  return (
    <Alert
      color={color}
      variant="light"
      title={t(`orders.job.${action}`)}
      data-testid="bulk-job"
      role="status"
    >
      <Stack gap={6}>
        <Progress
          value={state === 'completed' ? 100 : percent}
          color={color}
          animated={!finished}
          aria-label={t(`orders.job.${action}`)}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {job.isError
              ? t('orders.job.lost')
              : state === 'completed'
                ? (job.data?.message ?? t('orders.job.completed'))
                : state === 'failed'
                  ? (job.data?.message ?? t('orders.job.failed'))
                  : `${t('orders.job.running')} ${t('orders.job.progress', { processed, total: all })}`}
          </Text>
          {(finished || job.isError) && (
            <Button size="compact-xs" variant="default" onClick={onDismiss}>
              {t('orders.job.close')}
            </Button>
          )}
        </Group>
        {state === 'completed' && (
          <BulkSkips skips={job.data?.skips ?? []} skipped={job.data?.skipped ?? 0} />
        )}
      </Stack>
    </Alert>
  );
}
