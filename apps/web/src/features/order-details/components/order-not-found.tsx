import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ordersListPath } from '../../../lib/orders-list-url';

/** An id that is unknown in this account, or an order that was deleted. */
export function OrderNotFound() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <Card withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="order-not-found">
      <Stack align="center" gap="sm" ta="center">
        <IconFileSearch size={44} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h3">
          {t('orderDetails.notFound')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('orderDetails.notFoundText')}
        </Text>
        <Button component={Link} to={ordersListPath(search)} variant="default">
          {t('orderDetails.back')}
        </Button>
      </Stack>
    </Card>
  );
}
