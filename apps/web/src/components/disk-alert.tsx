import { Button, Modal, Progress, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';

export interface DiskAlertContent {
  type: 'warning' | 'critical';
  percent: number;
  title?: string;
  message?: string;
  buttonText?: string;
}

/** Disk-space alert of the shell: closes on its button or an overlay click. */
export function DiskAlert({ alert, onClose }: { alert: DiskAlertContent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const type = alert?.type ?? 'warning';
  const percent = alert?.percent ?? 0;
  const color = type === 'critical' ? 'red' : 'orange';
  return (
    <Modal
      opened={alert !== null}
      onClose={onClose}
      closeOnClickOutside
      // Above the development panel (z-index 300) that opens it: a click anywhere outside the alert lands on its overlay.
      zIndex={350}
      withCloseButton={false}
      size={400}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
            <IconDatabaseExclamation size={18} />
          </ThemeIcon>
          <Text fw={600}>
            {alert?.title ?? t(type === 'critical' ? 'diskAlert.criticalTitle' : 'diskAlert.warningTitle')}
          </Text>
        </Group>
      }
    >
      <Stack gap="md" data-testid={`disk-alert-${type}`}>
        <Progress value={percent} color={color} size="lg" aria-label={`${percent}%`} />
        <Text size="sm">
          {alert?.message ??
            t(type === 'critical' ? 'diskAlert.criticalMessage' : 'diskAlert.warningMessage', { percent })}
        </Text>
        <Button color={color} onClick={onClose}>
          {alert?.buttonText ?? t('diskAlert.button')}
        </Button>
      </Stack>
    </Modal>
  );
}
