import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Someone else saved the order first (409): say so and offer to load their version. */
export function ConflictAlert({ onReload }: { onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('orderDetails.conflict.title')}
      role="alert"
      data-testid="version-conflict"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('orderDetails.conflict.text')}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={loading}
          onClick={() => void reload()}
        >
          {t('orderDetails.conflict.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
