import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  importDefaults,
  importFormats,
  importMessages,
  importModes,
  productIdentifiers,
  type ImportFormat,
  type ImportMode,
  type ProductIdentifier,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import { importModeLabels, productIdentifierLabels } from './labels';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { takePendingImportFile } from '../../lib/import-handoff';
import { cancelImport } from './api/cancel-import';
import { changeSourceOptions } from './api/change-source-options';
import { confirmImportMapping } from './api/confirm-import-mapping';
import { useCreateSchedule } from './api/create-schedule';
import { fetchImportUrl } from './api/fetch-import-url';
import { useImportTask } from './api/get-import-task';
import { startFinalImport } from './api/start-final-import';
import { uploadImportFile } from './api/upload-import-file';
import { DryRunSummary } from './components/dry-run-summary';
import { ImportProgress } from './components/import-progress';
import { MappingTable } from './components/mapping-table';
import { FieldErrorPolicyField } from './components/field-error-policy';
import { MissingEntriesFields } from './components/missing-entries';
import { PreviewTable } from './components/preview-table';
import { ScheduleSettings } from './components/schedule-settings';
import { SourceOptionsFields } from './components/source-options';
import { SaveTemplateButton, TemplatePicker } from './components/template-picker';
import { useImportWizard } from './use-import-wizard';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : '');
const stageLabels = {
  upload: importMessages.stageUpload,
  mapping: importMessages.stageMapping,
  confirmed: importMessages.stageConfirmed,
  completed: importMessages.stageCompleted,
};

/** 'Import produktów' (002 §2.2): upload or URL → preview and mapping → dry run → final import as a job. */
export function Component() {
  const wizard = useImportWizard();
  const createSchedule = useCreateSchedule();
  const [params, setParams] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    if (stage === 'failed') setMessage(running.data?.message ?? importMessages.unexpectedFinal);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the polled stage only
  }, [running.data?.stage]);

  const upload = async (source: 'file' | 'url') => {
    setMessage(null);
    if (source === 'file' && !file) return setMessage(importMessages.fileRequired);
    if (source === 'url' && !wizard.url.trim()) return setMessage(importMessages.urlRequired);
    if (source === 'file' && !file!.name.toLowerCase().endsWith(`.${wizard.format.toLowerCase()}`))
      return setMessage(importMessages.wrongFormat(wizard.format));
    setBusy(true);
    try {
      const task =
        source === 'file'
          ? await uploadImportFile(file!, wizard.format, wizard.sourceOptions)
          : await fetchImportUrl(wizard.url.trim(), wizard.format, wizard.sourceOptions);
      if (!task.taskId) return setMessage(importMessages.taskIdNotReceived);
      wizard.uploaded(task, !!wizard.templateId);
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? importMessages.uploadFailed(reason(error))
          : importMessages.unexpectedPrepare,
      );
    } finally {
      setBusy(false);
    }
  };

  /** Before the upload a choice is only remembered; after it the file is read again and the preview follows. */
  const changeSource = async (next: SourceOptions) => {
    wizard.setSourceOptions(next);
    if (!wizard.task || wizard.stage !== 'mapping') return;
    setBusy(true);
    setMessage(null);
    try {
      wizard.sourceChanged(await changeSourceOptions(wizard.task.taskId, next));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : importMessages.unexpectedPrepare);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!wizard.task) return setMessage(importMessages.taskIdMissing);
    if (Object.keys(wizard.mapping).length === 0) return setMessage(importMessages.mappingRequired);
    setBusy(true);
    setMessage(null);
    try {
      wizard.confirmed(
        await confirmImportMapping(wizard.task.taskId, {
          mapping: wizard.mapping,
          importMode: wizard.mode,
          productIdentifier: wizard.identifier,
          sourceOptions: wizard.sourceOptions,
          missingEntries: wizard.missingEntries,
          fieldErrorPolicy: wizard.fieldErrorPolicy,
        }),
      );
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? importMessages.confirmFailed(reason(error))
          : importMessages.unexpectedConfirm,
      );
    } finally {
      setBusy(false);
    }
  };

  const finalImport = async () => {
    if (!wizard.task) return setMessage(importMessages.taskIdMissing);
    setBusy(true);
    try {
      const { taskId } = await startFinalImport(wizard.task.taskId);
      setParams({ task: taskId }, { replace: true });
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? importMessages.finalFailed(reason(error))
          : importMessages.unexpectedFinal,
      );
    } finally {
      setBusy(false);
    }
  };

  const scheduleReady = !!wizard.templateId && !!wizard.schedule.name.trim() && !!wizard.url.trim();
  const saveSchedule = () => {
    if (!wizard.templateId) return setMessage(importMessages.scheduleTemplateRequired);
    if (!wizard.schedule.name.trim()) return setMessage(importMessages.scheduleNameRequired);
    if (!wizard.url.trim()) return setMessage(importMessages.scheduleUrlRequired);
    const [hours, minutes] = wizard.schedule.time.split(':').map(Number);
    const start = new Date();
    start.setHours(hours ?? 12, minutes ?? 0, 0, 0);
    createSchedule.mutate(
      {
        templateId: wizard.templateId,
        name: wizard.schedule.name.trim(),
        url: wizard.url.trim(),
        intervalUnit: wizard.schedule.unit,
        intervalValue: wizard.schedule.interval,
        startTime: start.toISOString(),
        description: null,
        isActive: true,
        sourceOptions: wizard.sourceOptions,
        missingEntries: wizard.missingEntries,
      },
      {
        onSuccess: () => notify('green', 'Harmonogram został utworzony'),
        onError: (error) =>
          setMessage(
            error instanceof ApiError
              ? `${importMessages.scheduleFailed}: ${error.message}`
              : importMessages.scheduleFailed,
          ),
      },
    );
  };

  const stage = runningId ? (running.data?.stage === 'completed' ? 'completed' : 'confirmed') : wizard.stage;
  const onStage = () => {
    if (wizard.recurring) return saveSchedule();
    if (stage === 'upload') return void upload(file || !wizard.url.trim() ? 'file' : 'url');
    if (stage === 'mapping') return void confirm();
    if (stage === 'confirmed') return void finalImport();
  };
  const stageDisabled =
    stage === 'completed' || (!!runningId && stage === 'confirmed') || (wizard.recurring && !scheduleReady);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Import produktów
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <TemplatePicker wizard={wizard} onSourceOptions={(next) => void changeSource(next)} />
          <Group>
            <Select
              label="Format pliku"
              data={[...importFormats]}
              value={wizard.format}
              onChange={(value) => value && wizard.setFormat(value as ImportFormat)}
              allowDeselect={false}
              w={120}
              disabled={stage !== 'upload'}
            />
            <Select
              label="Identyfikator produktu"
              data={productIdentifiers.map((value) => ({ value, label: productIdentifierLabels[value] }))}
              value={wizard.identifier}
              onChange={(value) => value && wizard.setIdentifier(value as ProductIdentifier)}
              allowDeselect={false}
              w={180}
              disabled={stage === 'confirmed' || stage === 'completed'}
            />
            <Select
              label="Tryb importu"
              data={importModes.map((value) => ({ value, label: importModeLabels[value] }))}
              value={wizard.mode}
              onChange={(value) => value && wizard.setMode(value as ImportMode)}
              allowDeselect={false}
              w={200}
              disabled={stage === 'confirmed' || stage === 'completed'}
            />
          </Group>
          <SourceOptionsFields
            wizard={wizard}
            onChange={(next) => void changeSource(next)}
            disabled={busy || (stage !== 'upload' && stage !== 'mapping')}
          />
          <Group align="flex-end">
            <FileInput
              label="Plik"
              placeholder="Wybierz plik"
              value={file}
              onChange={setFile}
              accept=".csv,.xml,.xlsx"
              w={{ base: '100%', xs: 280 }}
              clearable
              clearButtonProps={{ 'aria-label': 'Usuń wybrany plik' }}
              disabled={stage !== 'upload'}
            />
            <TextInput
              label="lub adres URL pliku"
              placeholder="https://…"
              value={wizard.url}
              onChange={(event) => wizard.setUrl(event.currentTarget.value)}
              onKeyDown={(event) =>
                event.key === 'Enter' && !wizard.recurring && stage === 'upload' && void upload('url')
              }
              w={360}
            />
            <Button
              variant="light"
              onClick={() => void upload('url')}
              disabled={stage !== 'upload' || wizard.recurring}
              loading={busy && !!wizard.url}
            >
              Importuj
            </Button>
          </Group>
        </Stack>
      </Card>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          Podgląd danych
        </Title>
        <PreviewTable task={wizard.task} />
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          Mapowanie pól
        </Title>
        <MappingTable wizard={wizard} />
        <MissingEntriesFields
          wizard={wizard}
          disabled={busy || (stage !== 'upload' && stage !== 'mapping')}
        />
        <FieldErrorPolicyField
          wizard={wizard}
          disabled={busy || (stage !== 'upload' && stage !== 'mapping')}
        />
      </Card>
      {wizard.dryRun && (
        <Card withBorder>
          <DryRunSummary result={wizard.dryRun} />
        </Card>
      )}
      {runningId && running.data && (
        <Card withBorder>
          <ImportProgress
            task={running.data}
            onCancel={() =>
              void cancelImport(runningId).catch(() => setMessage(importMessages.unexpectedFinal))
            }
          />
        </Card>
      )}
      <Card withBorder>
        <Stack gap="sm">
          <SegmentedControl
            value={wizard.recurring ? 'recurring' : 'once'}
            onChange={(value) => wizard.setRecurring(value === 'recurring')}
            data={[
              { value: 'once', label: 'Jednorazowy' },
              { value: 'recurring', label: 'Cykliczny' },
            ]}
            w={300}
          />
          {wizard.recurring && <ScheduleSettings wizard={wizard} />}
          {wizard.recurring && !scheduleReady && (
            <Text size="sm" c="dimmed">
              Wybierz szablon, podaj nazwę harmonogramu i adres URL pliku.
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
            setMessage(null);
          }}
        >
          Anuluj
        </Button>
        <SaveTemplateButton wizard={wizard} />
        <Button onClick={onStage} disabled={stageDisabled} loading={busy || createSchedule.isPending}>
          {wizard.recurring ? importMessages.stageSchedule : stageLabels[stage]}
        </Button>
      </Group>
    </Stack>
  );
}
