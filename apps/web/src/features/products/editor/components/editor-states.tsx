import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSearch, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An id that is unknown in this account, or a product that was deleted. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="product-not-found">
      <Stack align="center" gap="sm" ta="center">
        <IconFileSearch size={44} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h3">
          {t('productEditor.notFound')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('productEditor.notFoundText')}
        </Text>
        <Button component={Link} to="/dashboard/products" variant="default">
          {t('productEditor.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Someone else saved the product first (409): say so and offer to load their version under the user's input. */
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
      title={t('productEditor.conflict.title')}
      role="alert"
      data-testid="version-conflict"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('productEditor.conflict.text')}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={loading}
          onClick={() => void reload()}
        >
          {t('productEditor.conflict.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
