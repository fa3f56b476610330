import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { JobProgressCard } from '../../../components/job-progress-card';
import { notifyFailure } from '../../../lib/notify';
import { useRun, useStartRun } from '../api/run';

/** 'Uruchom reguły teraz' and its confirmation, which says what the run will change. */
export function RunRulesButton({ onStarted }: { onStarted: (jobId: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const start = useStartRun();
  const close = () => {
    setOpened(false);
    setOverwrite(false);
  };
  const confirm = () =>
    start.mutate(
      { overwrite },
      {
        onSuccess: ({ jobId }) => {
          close();
          onStarted(jobId);
        },
        onError: (error) => notifyFailure(t('autoCategoriesRun.startFailed'), error),
      },
    );
  return (
    <>
      <Button variant="default" leftSection={<IconPlayerPlay size={16} />} onClick={() => setOpened(true)}>
        {t('autoCategoriesRun.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('autoCategoriesRun.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('autoCategoriesRun.confirmMessage')}</Text>
          <Checkbox
            label={t('autoCategoriesRun.overwrite')}
            description={t('autoCategoriesRun.overwriteHint')}
            checked={overwrite}
            onChange={(event) => setOverwrite(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('autoCategories.cancel')}
            </Button>
            <Button onClick={confirm} loading={start.isPending} data-testid="run-rules-confirm">
              {t('autoCategoriesRun.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The run's progress, then its result ('Przypisano kategorię 123 produktom.'). */
export function RunProgress({ jobId, onDismiss }: { jobId: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const run = useRun(jobId);
  return (
    <JobProgressCard
      title={t('autoCategoriesRun.cardTitle')}
      job={run.data}
      onDismiss={onDismiss}
      testId="auto-categories-run"
    />
  );
}
