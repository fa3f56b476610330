import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { ApiKeySecret } from '@zaplecze/contract/api-keys/api-keys';

interface Props {
  shown: ApiKeySecret & { rotated: boolean };
  onClose(): void;
}

/** The one time the secret is shown: read-only field, copy button and a warning. */
export function SecretDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(
        shown.rotated
          ? 'integrations.apiKeys.secret.rotatedTitle'
          : 'integrations.apiKeys.secret.createdTitle',
      )}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
          {t('integrations.apiKeys.secret.warning')}
        </Alert>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label={`${t('integrations.apiKeys.secret.label')}: ${shown.key.name}`}
            value={shown.secret}
            readOnly
            style={{ flexGrow: 1 }}
            styles={{ input: { fontFamily: 'monospace' } }}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="api-key-secret"
          />
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {t(copied ? 'integrations.apiKeys.secret.copied' : 'integrations.apiKeys.secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('integrations.apiKeys.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
