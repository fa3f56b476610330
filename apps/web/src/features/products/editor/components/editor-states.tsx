import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
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
