import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@zaplecze/contract/orders/orders';
import { FavoriteStar } from '../../../components/favorite-star/favorite-star';
import type { StatusCatalog } from '../../../components/order-status-options/use-status-options';
import { ordersListPath } from '../../../lib/orders-list-url';
import { formatDateTime } from '../format';
import { useOrderPage } from '../order-page-context';
import { OrderNavigation } from './order-navigation';
import { OrderStatusControl } from './order-status-control';

/** Back link, previous/next, number, dates, status, new order and delete (spec 001 §2.8). */
export function OrderHeader({
  order,
  catalog,
  onNewOrder,
  onDelete,
}: {
  order: Order;
  catalog: StatusCatalog;
  onNewOrder: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const [search] = useSearchParams();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor component={Link} to={ordersListPath(search)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('orderDetails.back')}
          </Group>
        </Anchor>
        <Group gap="xs">
          {page.canEdit && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={onNewOrder}
            >
              {t('orderDetails.newOrder')}
            </Button>
          )}
          {page.canDelete && (
            <Button
              size="xs"
              variant="default"
              c="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
            >
              {t('orderDetails.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Group gap="sm" align="center" wrap="nowrap" style={{ minWidth: 0 }}>
          <OrderNavigation orderId={order.id} />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Title order={1} size="h2">
                {t('orderDetails.title', { no: order.no })}
              </Title>
              <FavoriteStar target={{ kind: 'order', targetId: order.id }} />
              {order.isCancelled && (
                <Badge color="red" variant="light" tt="none">
                  {t('orderDetails.cancelled')}
                </Badge>
              )}
              {order.archivedAt && (
                <Badge color="gray" variant="light" tt="none">
                  {t('orderDetails.archived')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" data-testid="order-dates">
              {order.externalId && `${t('orderDetails.externalId', { id: order.externalId })} · `}
              {t('orderDetails.created')}: {formatDateTime(order.created)} · {t('orderDetails.modified')}:{' '}
              {formatDateTime(order.modified)}
            </Text>
          </div>
        </Group>
        <OrderStatusControl order={order} catalog={catalog} />
      </Group>
    </Stack>
  );
}
