import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { importDefaults } from '@zaplecze/contract/product-import/product-import';
import { useTranslation } from '../../lib/i18n';
import { takePendingImportFile } from '../../lib/import-handoff';
import { useImportTask } from './api/get-import-task';
import { DryRunSummary } from './components/dry-run-summary';
import { FieldErrorPolicyField } from './components/field-error-policy';
import { ImportProgress } from './components/import-progress';
import { ImportSourceCard } from './components/import-source-card';
import { MappingTable } from './components/mapping-table';
import { MissingEntriesFields } from './components/missing-entries';
import { PreviewTable } from './components/preview-table';
import { ScheduleSettings } from './components/schedule-settings';
import { SaveTemplateButton } from './components/template-picker';
import { useImportActions } from './use-import-actions';
import { useImportWizard } from './use-import-wizard';
import './translations';

/** 'Import produktów' (002 §2.2): upload or URL → preview and mapping → dry run → final import as a job. */
export function Component() {
  const { t } = useTranslation();
  const text = (key: string) => t(`productImport.wizard.${key}`);
  const wizard = useImportWizard();
  const [params, setParams] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const actions = useImportActions(wizard, (taskId) => setParams({ task: taskId }, { replace: true }));
  const runningId = params.get('task');
  const running = useImportTask(runningId, !!runningId);

  useEffect(() => {
    const handed = takePendingImportFile();
    if (handed) setFile(handed);
    // 'Edytuj' in the schedule list opens this screen with the recurring settings shown (002 §2.3).
    if (params.get('showSchedule') === 'true') wizard.setRecurring(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  useEffect(() => {
    const stage = running.data?.stage;
    if (stage === 'completed') {
      wizard.completed();
      const timer = setTimeout(() => {
        setParams({}, { replace: true });
        wizard.reset();
        setFile(null);
      }, importDefaults.resetDelayMs);
      return () => clearTimeout(timer);
    }
    if (stage === 'failed') actions.setMessage(running.data?.message ?? text('unexpectedFinal'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the polled stage only
  }, [running.data?.stage]);

  const stage = runningId ? (running.data?.stage === 'completed' ? 'completed' : 'confirmed') : wizard.stage;
  const onStage = () => {
    if (wizard.recurring) return actions.saveSchedule();
    if (stage === 'upload') return void actions.upload(file || !wizard.url.trim() ? 'file' : 'url', file);
    if (stage === 'mapping') return actions.confirm();
    if (stage === 'confirmed') return actions.finalImport();
  };
  const stageDisabled =
    stage === 'completed' ||
    (!!runningId && stage === 'confirmed') ||
    (wizard.recurring && !actions.scheduleReady);
  const mappingLocked = actions.busy || (stage !== 'upload' && stage !== 'mapping');

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {text('title')}
      </Title>
      <ImportSourceCard wizard={wizard} actions={actions} stage={stage} file={file} onFile={setFile} />
      {actions.message && (
        <Alert color="red" role="alert">
          {actions.message}
        </Alert>
      )}
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          {text('preview')}
        </Title>
        <PreviewTable task={wizard.task} />
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          {text('mapping')}
        </Title>
        <MappingTable wizard={wizard} />
        <MissingEntriesFields wizard={wizard} disabled={mappingLocked} />
        <FieldErrorPolicyField wizard={wizard} disabled={mappingLocked} />
      </Card>
      {wizard.dryRun && (
        <Card withBorder>
          <DryRunSummary result={wizard.dryRun} />
        </Card>
      )}
      {runningId && running.data && (
        <Card withBorder>
          <ImportProgress task={running.data} onCancel={() => actions.cancel(runningId)} />
        </Card>
      )}
      <Card withBorder>
        <Stack gap="sm">
          <SegmentedControl
            value={wizard.recurring ? 'recurring' : 'once'}
            onChange={(value) => wizard.setRecurring(value === 'recurring')}
            data={[
              { value: 'once', label: text('once') },
              { value: 'recurring', label: text('recurring') },
            ]}
            w={300}
          />
          {wizard.recurring && <ScheduleSettings wizard={wizard} />}
          {wizard.recurring && !actions.scheduleReady && (
            <Text size="sm" c="dimmed">
              {text('scheduleHint')}
            </Text>
          )}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setParams({}, { replace: true });
            wizard.reset();
            setFile(null);
            actions.setMessage(null);
          }}
        >
          {text('cancel')}
        </Button>
        <SaveTemplateButton wizard={wizard} />
        <Button onClick={onStage} disabled={stageDisabled} loading={actions.busy || actions.scheduling}>
          {text(`stage.${wizard.recurring ? 'schedule' : stage}`)}
        </Button>
      </Group>
    </Stack>
  );
}
