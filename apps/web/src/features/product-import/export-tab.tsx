import { Button, Card, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  productStatusLabels,
  productStatuses,
  productTypeLabels,
  productTypes,
} from '@zaplecze/contract/products/products';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { notifyFailure } from '../../lib/notify';
import { downloadExport } from './api/download-export';
import { useExportJob } from './api/get-export-job';
import { useStartExport } from './api/start-export';
import './translations';

/** Export of the catalogue (or a status/type subset) as CSV or XLSX, through the products export job. */
export function Component() {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.export.${key}`, options);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [status, setStatus] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useExportJob(jobId);
  const startExport = useStartExport();
  const start = () => {
    const query: Record<string, string> = {};
    if (status) query.status = status;
    if (type) query.type = type;
    startExport.mutate(
      { format, query },
      {
        onSuccess: (started) => setJobId(started.jobId),
        onError: (error) =>
          notifyFailure(error instanceof ApiError ? error.message : text('startFailed'), error),
      },
    );
  };
  const data = job.data;
  const percent = data && data.total > 0 ? Math.round((data.processed / data.total) * 100) : 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {text('title')}
      </Title>
      <Card withBorder>
        <Group align="flex-end">
          <Select
            label={text('format')}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'XLSX' },
            ]}
            value={format}
            onChange={(value) => value && setFormat(value as 'csv' | 'xlsx')}
            allowDeselect={false}
            w={120}
          />
          <Select
            label={text('status')}
            data={productStatuses.map((value) => ({ value, label: productStatusLabels[value] }))}
            value={status}
            onChange={setStatus}
            clearable
            placeholder={text('all')}
            w={180}
          />
          <Select
            label={text('type')}
            data={productTypes.map((value) => ({ value, label: productTypeLabels[value] }))}
            value={type}
            onChange={setType}
            clearable
            placeholder={text('all')}
            w={180}
          />
          <Button
            onClick={start}
            disabled={!!data && ['queued', 'running'].includes(data.status)}
            loading={startExport.isPending}
          >
            {text('start')}
          </Button>
        </Group>
      </Card>
      {data && (
        <Card withBorder>
          <Stack gap="xs">
            <Progress.Root>
              <Progress.Section
                value={data.status === 'done' ? 100 : percent}
                aria-label={text('progress')}
                animated={data.status !== 'done'}
              />
            </Progress.Root>
            <Text size="sm">{text('processed', { processed: data.processed, total: data.total })}</Text>
            {data.status === 'failed' && <Text c="red">{data.error ?? text('failed')}</Text>}
            {data.status === 'done' && (
              <Button
                variant="light"
                onClick={() => void downloadExport(data.id, data.fileName ?? text('defaultFile', { format }))}
              >
                {text('download', { file: data.fileName })}
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
