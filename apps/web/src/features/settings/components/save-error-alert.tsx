import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { ApiError } from '../../../lib/api-client';

/** A failed save; a stale version (409) offers to load what the other person saved. */
export function SaveErrorAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  const apiError = error instanceof ApiError ? error : null;
  const conflict = apiError?.code === 'VERSION_CONFLICT';
  return (
    <Alert
      color={conflict ? 'orange' : 'red'}
      icon={<IconAlertCircle />}
      title={conflict ? t('settings.conflictTitle') : t('settings.saveErrorTitle')}
      role="alert"
      data-testid={conflict ? 'version-conflict' : 'save-error'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiError?.message ?? genericMessages.internal}</Text>
        {conflict && (
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onReload}>
            {t('settings.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
