import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductBulkJob, ProductExportJob } from '@zaplecze/contract/products-list';
import { downloadFile } from '../../../../lib/authorized-fetch';
import { notifyFailure } from '../../../../lib/notify';
import { useProductJob } from '../api';

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
  const query = useProductJob<ProductBulkJob & ProductExportJob>(job.kind, job.id);
  const data = query.data;
  const status = data?.status ?? 'queued';
  const finished = status === 'done' || status === 'failed';
  const reported = useRef(false);
  useEffect(() => {
    if (finished && !reported.current) {
      reported.current = true;
      onDone();
    }
  }, [finished, onDone]);
  const percent =
    data && data.total > 0 ? Math.round((data.processed / data.total) * 100) : finished ? 100 : 0;
  const download = () =>
    downloadFile(`/api/products/export/${job.id}/file`, data?.fileName ?? 'produkty').catch(
      (error: unknown) => notifyFailure(t('productsList.jobFailed'), error),
    );
  return (
    <Alert
      color={status === 'failed' ? 'red' : status === 'done' ? 'green' : 'blue'}
      title={t(job.kind === 'bulk' ? 'productsList.jobBulk' : 'productsList.jobExport')}
      withCloseButton={finished}
      closeButtonLabel={t('productsList.dismiss')}
      onClose={onDismiss}
      data-testid="product-job"
    >
      <Stack gap="xs">
        <Progress
          value={percent}
          aria-label={t('productsList.jobProgress', {
            processed: data?.processed ?? 0,
            total: data?.total ?? 0,
          })}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite">
            {status === 'done'
              ? (data?.message ?? t('productsList.jobDone'))
              : status === 'failed'
                ? (data?.error ?? t('productsList.jobFailed'))
                : t('productsList.jobProgress', { processed: data?.processed ?? 0, total: data?.total ?? 0 })}
          </Text>
          {job.kind === 'export' && status === 'done' && (
            <Button size="compact-sm" onClick={() => void download()}>
              {t('productsList.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
