import { useState } from 'react';
import type { SourceOptions } from '@zaplecze/contract/product-import/product-import';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useCancelImport } from './api/cancel-import';
import { useChangeSourceOptions } from './api/change-source-options';
import { useConfirmImportMapping } from './api/confirm-import-mapping';
import { useCreateSchedule } from './api/create-schedule';
import { useFetchImportUrl } from './api/fetch-import-url';
import { useStartFinalImport } from './api/start-final-import';
import { useUploadImportFile } from './api/upload-import-file';
import type { ImportWizard } from './use-import-wizard';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : '');

/**
 * The wizard's requests (002 §4 'Import stage flow'): upload or URL → dry run → final import, the
 * file read again with other choices, the schedule. Each failure becomes the message above the
 * preview; `onStarted` gets the running task's id.
 */
export function useImportActions(wizard: ImportWizard, onStarted: (taskId: string) => void) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const uploadFile = useUploadImportFile();
  const fetchUrl = useFetchImportUrl();
  const changeSourceOptions = useChangeSourceOptions();
  const confirmMapping = useConfirmImportMapping();
  const startFinal = useStartFinalImport();
  const cancelImport = useCancelImport();
  const createSchedule = useCreateSchedule();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.wizard.${key}`, options);
  const failure = (key: string, unexpected: string) => (error: unknown) =>
    setMessage(error instanceof ApiError ? text(key, { reason: reason(error) }) : text(unexpected));

  const upload = async (source: 'file' | 'url', file: File | null) => {
    setMessage(null);
    if (source === 'file' && !file) return setMessage(text('fileRequired'));
    if (source === 'url' && !wizard.url.trim()) return setMessage(text('urlRequired'));
    if (source === 'file' && !file!.name.toLowerCase().endsWith(`.${wizard.format.toLowerCase()}`))
      return setMessage(text('wrongFormat', { format: wizard.format }));
    try {
      const { format, sourceOptions } = wizard;
      const task =
        source === 'file'
          ? await uploadFile.mutateAsync({ file: file!, format, source: sourceOptions })
          : await fetchUrl.mutateAsync({ url: wizard.url.trim(), format, sourceOptions });
      if (!task.taskId) return setMessage(text('taskIdNotReceived'));
      wizard.uploaded(task, !!wizard.templateId);
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? text('uploadFailed', { reason: reason(error) || text('unknownError') })
          : text('unexpectedPrepare'),
      );
    }
  };

  /** Before the upload a choice is only remembered; after it the file is read again and the preview follows. */
  const changeSource = (next: SourceOptions) => {
    wizard.setSourceOptions(next);
    if (!wizard.task || wizard.stage !== 'mapping') return;
    setMessage(null);
    changeSourceOptions.mutate(
      { taskId: wizard.task.taskId, sourceOptions: next },
      {
        onSuccess: wizard.sourceChanged,
        onError: (error) => setMessage(error instanceof ApiError ? error.message : text('unexpectedPrepare')),
      },
    );
  };

  const confirm = () => {
    if (!wizard.task) return setMessage(text('taskIdMissing'));
    if (Object.keys(wizard.mapping).length === 0) return setMessage(text('mappingRequired'));
    setMessage(null);
    confirmMapping.mutate(
      {
        taskId: wizard.task.taskId,
        body: {
          mapping: wizard.mapping,
          importMode: wizard.mode,
          productIdentifier: wizard.identifier,
          sourceOptions: wizard.sourceOptions,
          missingEntries: wizard.missingEntries,
          fieldErrorPolicy: wizard.fieldErrorPolicy,
        },
      },
      { onSuccess: wizard.confirmed, onError: failure('confirmFailed', 'unexpectedConfirm') },
    );
  };

  const finalImport = () => {
    if (!wizard.task) return setMessage(text('taskIdMissing'));
    startFinal.mutate(wizard.task.taskId, {
      onSuccess: ({ taskId }) => onStarted(taskId),
      onError: failure('finalFailed', 'unexpectedFinal'),
    });
  };

  const cancel = (taskId: string) =>
    cancelImport.mutate(taskId, { onError: () => setMessage(text('unexpectedFinal')) });

  const scheduleReady = !!wizard.templateId && !!wizard.schedule.name.trim() && !!wizard.url.trim();
  const saveSchedule = () => {
    if (!wizard.templateId) return setMessage(text('scheduleTemplateRequired'));
    if (!wizard.schedule.name.trim()) return setMessage(text('scheduleNameRequired'));
    if (!wizard.url.trim()) return setMessage(text('scheduleUrlRequired'));
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
        onSuccess: () => notify('green', text('scheduleCreated')),
        onError: (error) =>
          setMessage(
            error instanceof ApiError
              ? `${text('scheduleFailed')}: ${error.message}`
              : text('scheduleFailed'),
          ),
      },
    );
  };

  return {
    message,
    setMessage,
    /** A request of the wizard is under way: the stage button spins, the reading choices wait. */
    busy: [uploadFile, fetchUrl, changeSourceOptions, confirmMapping, startFinal].some(
      (mutation) => mutation.isPending,
    ),
    scheduling: createSchedule.isPending,
    scheduleReady,
    upload,
    changeSource,
    confirm,
    finalImport,
    cancel,
    saveSchedule,
  };
}
export type ImportActions = ReturnType<typeof useImportActions>;
