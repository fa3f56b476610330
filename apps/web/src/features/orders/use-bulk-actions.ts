import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { BulkAction, BulkDone, BulkQueued } from '@zaplecze/contract/orders/orders-bulk';
import { openConfirm } from '../../components/confirm-modal';
import { ApiError } from '../../lib/api-client';
import { useBulkArchiveOrders } from './api/bulk-archive-orders';
import { useBulkDeleteOrders } from './api/bulk-delete-orders';
import type { BulkTarget } from './use-selection';
import { useCountText } from './use-count-text';
import { notify } from './notify';

export interface RunningJob {
  jobId: string;
  action: BulkAction;
  total: number;
}

/** Archive and delete (each confirmed first), and the jobs the server runs for large selections. */
export function useBulkActions(onFinished: () => void) {
  const { t } = useTranslation();
  const { count: counted } = useCountText();
  const archive = useBulkArchiveOrders();
  const remove = useBulkDeleteOrders();
  const [jobs, setJobs] = useState<RunningJob[]>([]);

  const track = useCallback(
    (action: BulkAction, queued: BulkQueued) =>
      setJobs((list) => [...list, { jobId: queued.jobId, action, total: queued.total }]),
    [],
  );
  const dismissJob = useCallback(
    (jobId: string) => setJobs((list) => list.filter((job) => job.jobId !== jobId)),
    [],
  );

  const settle = (action: BulkAction, result: BulkDone | BulkQueued) => {
    if (result.state === 'queued') track(action, result);
    else notify('success', result.message);
    onFinished();
  };
  const fail = (error: unknown, fallback: string) =>
    notify(
      'error',
      error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback,
    );

  const confirmArchive = (target: BulkTarget, count: number) =>
    openConfirm({
      type: 'warning',
      title: t('orders.archive.title'),
      message: t('orders.archive.message', { orders: counted(count, 'orders') }),
      confirmText: t('orders.archive.confirm'),
      onConfirm: () =>
        archive.mutate(target, {
          onSuccess: (result) => settle('archive', result),
          onError: (error) => fail(error, t('orders.archive.failed')),
        }),
    });

  const confirmDelete = (target: BulkTarget, count: number) =>
    openConfirm({
      type: 'danger',
      title: t('orders.remove.title'),
      message: t('orders.remove.message', { orders: counted(count, 'orders') }),
      confirmText: t('orders.remove.confirm'),
      onConfirm: () =>
        remove.mutate(target, {
          onSuccess: (result) => settle('delete', result),
          onError: (error) => fail(error, t('orders.remove.failed')),
        }),
    });

  return { jobs, track, dismissJob, confirmArchive, confirmDelete };
}
