import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderImportPreview, OrderImportRun } from '@zaplecze/contract/orders/order-import';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import { importKeys } from './api/imports';
import { ImportLog } from './import/import-log';
import { MappingStep } from './import/mapping-step';
import { ProgressStep } from './import/progress-step';
import { ResultStep } from './import/result-step';
import { ScheduleSection } from './import/schedule-section';
import { SourceStep } from './import/source-step';
import './translations';

/**
 * /dashboard/orders-import-export/import: file or URL → recognised profile and mapping →
 * identifier and mode (or a saved template) → dry run with the diff → import as a job → log with
 * rollback; below, the URL schedules.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('ordersImportExport.import.title'));
  const allowed = usePermission('oms.edit');
  const queryClient = useQueryClient();
  const [run, setRun] = useState<OrderImportRun | null>(null);
  const [preview, setPreview] = useState<OrderImportPreview | null>(null);
  const [started, setStarted] = useState(false);
  const reset = () => {
    setRun(null);
    setPreview(null);
    setStarted(false);
  };
  if (!allowed)
    return (
      <Alert color="orange" icon={<IconAlertCircle aria-hidden />}>
        {t('ordersImportExport.import.noPermission')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('ordersImportExport.import.title')}
      </Title>
      {!run && <SourceStep onRead={(read) => setRun(read.run)} />}
      {run && !started && <MappingStep key={run.id} run={run} onChecked={setPreview} />}
      {run && preview && !started && (
        <ResultStep
          preview={preview}
          onStarted={() => {
            setStarted(true);
            void queryClient.invalidateQueries({ queryKey: importKeys.list() });
          }}
        />
      )}
      {run && started && (
        <Stack gap="xs">
          <ProgressStep runId={run.id} onDismiss={reset} />
          <Group>
            <Button variant="light" onClick={reset}>
              {t('ordersImportExport.import.again')}
            </Button>
          </Group>
        </Stack>
      )}
      <ImportLog />
      <ScheduleSection />
    </Stack>
  );
}
