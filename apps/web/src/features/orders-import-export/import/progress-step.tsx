import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { JobProgressCard } from '../../../components/job-progress-card';
import { useTranslation } from '../../../lib/i18n';
import { importKeys, useOrderImport } from '../api/imports';

/** Step 4: the job's progress, then its result. */
export function ProgressStep({ runId, onDismiss }: { runId: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useOrderImport(runId);
  const run = query.data?.run;
  const onDone = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: importKeys.list() }),
    [queryClient],
  );
  return (
    <JobProgressCard
      title={t('ordersImportExport.import.progressTitle')}
      testId="order-import-progress"
      job={
        run && run.status !== 'analysed' && run.status !== 'mapping' && run.status !== 'rolledBack'
          ? {
              status: run.status,
              processed: run.processed,
              total: run.total,
              error: run.error,
              message: t('ordersImportExport.import.done', run.counts),
            }
          : undefined
      }
      runningText={
        run
          ? t('ordersImportExport.import.progress', { processed: run.processed, total: run.total })
          : undefined
      }
      onDone={onDone}
      onDismiss={onDismiss}
    />
  );
}
