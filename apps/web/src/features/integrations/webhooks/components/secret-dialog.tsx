import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';

/** The signing secret, shown this once after a creation or a rotation, with a copy button. */
export function SecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(rotated ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow">{t('webhooks.secret.warning')}</Alert>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
