import { Anchor, Button, List, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JobProgressCard, type JobProgress } from '../../../components/job-progress-card';
import { downloadFile } from '../../../lib/authorized-fetch';
import { useTranslation } from '../../../lib/i18n';
import { useDpdBulkRun } from '../api/dpd-bulk';
import { invalidateOrders } from '../api/invalidate-orders';
import { notify } from '../notify';

/** A run of "Utwórz przesyłki DPD": progress, then each order's waybill or error and the labels' PDF. */
export function DpdBulkCard({
  runId,
  total,
  onDismiss,
}: {
  runId: string;
  total: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useDpdBulkRun(runId);
  const data = run.data;
  const processed = data?.processed ?? 0;
  const progress: JobProgress = {
    status: run.isError ? 'failed' : data?.state === 'completed' ? 'done' : (data?.state ?? 'queued'),
    processed,
    total: data?.total ?? total,
    message: data?.message,
    error: run.isError ? t('orders.job.lost') : (data?.message ?? t('orders.job.failed')),
  };
  const labelFileId = data?.labelFileId;
  const download = () =>
    labelFileId &&
    void downloadFile(`/api/files/${labelFileId}/content`, 'etykiety-dpd.pdf').catch(() =>
      notify('error', t('orders.dpdBulk.downloadFailed')),
    );

  return (
    <JobProgressCard
      title={t('orders.dpdBulk.title')}
      job={progress}
      onDone={() => void invalidateOrders(queryClient)}
      onDismiss={onDismiss}
      runningText={t('orders.job.progress', { processed, total: progress.total })}
      testId="dpd-bulk"
      action={
        labelFileId && (
          <Button
            size="xs"
            variant="white"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={download}
          >
            {t('orders.dpdBulk.labels')}
          </Button>
        )
      }
    >
      {data && data.results.length > 0 && (
        <List size="sm" spacing={2} data-testid="dpd-bulk-results">
          {data.results.map((result) => (
            <List.Item key={result.orderId} data-testid="dpd-bulk-result">
              {result.waybill ? (
                <Text size="sm" span>
                  <Anchor component={Link} to={`/dashboard/orders/${result.orderId}`} size="sm">
                    {t('orders.dpdBulk.order', { no: result.orderNo })}
                  </Anchor>
                  : {result.waybill}
                </Text>
              ) : (
                <Text size="sm" span c="red.8">
                  {result.error}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </JobProgressCard>
  );
}
