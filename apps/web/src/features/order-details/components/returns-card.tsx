import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@zaplecze/contract/orders';
import { formatDate } from '../format';

/** 'Zwroty': shown only when the order has returns. */
export function ReturnsCard({ returns }: { returns: Order['returns'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (returns.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid="returns-card">
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t('orderDetails.returns.title')}
      </Title>
      <Stack gap={6}>
        {returns.map((item) => (
          <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap">
            <div>
              <Text size="sm" fw={500}>
                {t('orderDetails.returns.number', { id: item.externalId ?? t('orderDetails.returns.noNumber') })}
              </Text>
              {item.reason && (
                <Text size="xs" c="dimmed">
                  {item.reason}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="gray" tt="none">
                {item.status}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDate(item.created)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
