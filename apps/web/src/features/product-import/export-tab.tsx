import { Button, Card, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  productStatusLabels,
  productStatuses,
  productTypeLabels,
  productTypes,
} from '@zaplecze/contract/products/products';
import { ApiError } from '../../lib/api-client';
import { notifyFailure } from '../../lib/notify';
import { downloadExport } from './api/download-export';
import { useExportJob } from './api/get-export-job';
import { startExport } from './api/start-export';

/** Export of the catalogue (or a status/type subset) as CSV or XLSX, through the products export job. */
export function Component() {
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [status, setStatus] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useExportJob(jobId);
  const start = async () => {
    const query: Record<string, string> = {};
    if (status) query.status = status;
    if (type) query.type = type;
    try {
      setJobId((await startExport({ format, query })).jobId);
    } catch (error) {
      notifyFailure(error instanceof ApiError ? error.message : 'Nie udało się rozpocząć eksportu', error);
    }
  };
  const data = job.data;
  const percent = data && data.total > 0 ? Math.round((data.processed / data.total) * 100) : 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Eksport produktów
      </Title>
      <Card withBorder>
        <Group align="flex-end">
          <Select
            label="Format"
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
            label="Status"
            data={productStatuses.map((value) => ({ value, label: productStatusLabels[value] }))}
            value={status}
            onChange={setStatus}
            clearable
            placeholder="Wszystkie"
            w={180}
          />
          <Select
            label="Typ"
            data={productTypes.map((value) => ({ value, label: productTypeLabels[value] }))}
            value={type}
            onChange={setType}
            clearable
            placeholder="Wszystkie"
            w={180}
          />
          <Button
            onClick={() => void start()}
            disabled={!!data && ['queued', 'running'].includes(data.status)}
          >
            Eksportuj
          </Button>
        </Group>
      </Card>
      {data && (
        <Card withBorder>
          <Stack gap="xs">
            <Progress.Root>
              <Progress.Section
                value={data.status === 'done' ? 100 : percent}
                aria-label="Postęp eksportu"
                animated={data.status !== 'done'}
              />
            </Progress.Root>
            <Text size="sm">
              {data.processed} z {data.total} produktów
            </Text>
            {data.status === 'failed' && <Text c="red">{data.error ?? 'Eksport nie powiódł się'}</Text>}
            {data.status === 'done' && (
              <Button
                variant="light"
                onClick={() => void downloadExport(data.id, data.fileName ?? `produkty.${format}`)}
              >
                Pobierz plik {data.fileName}
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
