import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { BulkAction } from '@zaplecze/contract/orders/orders-bulk';
import { JobProgressCard, type JobProgress } from '../../../components/job-progress-card';
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
  const data = job.data;
  const processed = data?.processed ?? 0;
  const all = data?.total ?? total;
  // A job whose progress can no longer be read is shown as failed, so it can be closed.
  const progress: JobProgress = {
    status: job.isError ? 'failed' : data?.state === 'completed' ? 'done' : (data?.state ?? 'queued'),
    processed,
    total: all,
    message: data?.message ?? t('orders.job.completed'),
    error: job.isError ? t('orders.job.lost') : (data?.message ?? t('orders.job.failed')),
  };

  return (
    <JobProgressCard
      title={t(`orders.job.${action}`)}
      job={progress}
      onDone={() => void invalidateOrders(queryClient)}
      onDismiss={onDismiss}
      runningText={`${t('orders.job.running')} ${t('orders.job.progress', { processed, total: all })}`}
      testId="bulk-job"
    >
      {data?.state === 'completed' && <BulkSkips skips={data.skips} skipped={data.skipped} />}
    </JobProgressCard>
  );
}
