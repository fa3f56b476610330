import { Button } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import type { ProductBulkJob, ProductExportJob } from '@zaplecze/contract/products/products-list';
import { JobProgressCard } from '../../../../components/job-progress-card';
import { downloadFile } from '../../../../lib/authorized-fetch';
import { notifyFailure } from '../../../../lib/notify';
import { useProductJob } from '../api/get-product-job';

export interface JobRef {
  kind: 'bulk' | 'export';
  id: string;
}

/** Progress of a bulk action or an export run by a worker; a finished export offers its file. */
export function JobCard({
  job,
  onDone,
  onDismiss,
}: {
  job: JobRef;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const data = useProductJob<ProductBulkJob & ProductExportJob>(job.kind, job.id).data;
  const download = () =>
    downloadFile(`/api/products/export/${job.id}/file`, data?.fileName ?? 'produkty').catch(
      (error: unknown) => notifyFailure(t('productsList.jobFailed'), error),
    );
  return (
    <JobProgressCard
      title={t(job.kind === 'bulk' ? 'productsList.jobBulk' : 'productsList.jobExport')}
      job={data}
      onDone={onDone}
      onDismiss={onDismiss}
      testId="product-job"
      action={
        job.kind === 'export' &&
        data?.status === 'done' && (
          <Button size="compact-sm" onClick={() => void download()}>
            {t('productsList.download')}
          </Button>
        )
      }
    />
  );
}
