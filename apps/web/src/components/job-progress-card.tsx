import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation, addTranslations } from '../lib/i18n';

addTranslations({
  pl: {
    jobProgress: {
      progress: '{{processed}} z {{total}}',
      done: 'Zakończono',
      failed: 'Nie powiodło się',
      dismiss: 'Zamknij',
    },
  },
  en: {
    jobProgress: {
      progress: '{{processed}} of {{total}}',
      done: 'Finished',
      failed: 'Failed',
      dismiss: 'Close',
    },
  },
});

/** What a worker's job reports while it runs (product jobs and the like). */
export interface JobProgress {
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  message?: string | null;
  error?: string | null;
}

export const jobFinished = (status: JobProgress['status'] | undefined) =>
  status === 'done' || status === 'failed';

/**
 * A job run by a worker: a progress bar while it runs, then its result (or error) with a close
 * button. `onDone` fires once each time it finishes; `action` is shown beside the result (a download),
 * `runningText` replaces the plain 'processed of total' while it runs and `children` go below
 * (a list of what the job skipped).
 */
export function JobProgressCard({
  title,
  job,
  onDone,
  onDismiss,
  action,
  runningText,
  testId,
  children,
}: {
  title: string;
  job: JobProgress | undefined;
  onDone?: () => void;
  onDismiss: () => void;
  action?: ReactNode;
  runningText?: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const status = job?.status ?? 'queued';
  const finished = jobFinished(status);
  const reported = useRef(false);
  useEffect(() => {
    // Once per finish: a job shown as failed because its progress could not be read may resume.
    if (!finished) reported.current = false;
    else if (!reported.current) {
      reported.current = true;
      onDone?.();
    }
  }, [finished, onDone]);
  const percent =
    status === 'done'
      ? 100
      : job && job.total > 0
        ? Math.round((job.processed / job.total) * 100)
        : finished
          ? 100
          : 0;
  const color = status === 'failed' ? 'red' : status === 'done' ? 'green' : 'blue';
  return (
    <Alert
      color={color}
      title={title}
      withCloseButton={finished}
      closeButtonLabel={t('jobProgress.dismiss')}
      onClose={onDismiss}
      role="status"
      data-testid={testId}
    >
      <Stack gap="xs">
        <Progress value={percent} color={color} animated={!finished} aria-label={title} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite">
            {status === 'done'
              ? (job?.message ?? t('jobProgress.done'))
              : status === 'failed'
                ? (job?.error ?? t('jobProgress.failed'))
                : (runningText ??
                  t('jobProgress.progress', { processed: job?.processed ?? 0, total: job?.total ?? 0 }))}
          </Text>
          {finished && action}
        </Group>
        {children}
      </Stack>
    </Alert>
  );
}
