import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import { returnStatusLabels, type ReturnStatus } from '@zaplecze/contract/orders/order-returns';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteReturn } from '../api/returns';
import { formatDate } from '../format';
import { useOrderPage } from '../order-page-context';
import { ReturnDialog } from './return-dialog';

type OrderReturn = Order['returns'][number];

/** 'Zwroty': "Numer zwrotu: id zewnętrzny" per return, and registering a return of the order's products. */
export function ReturnsCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const titleId = useId();
  const remove = useDeleteReturn(order.id);
  const [editing, setEditing] = useState<OrderReturn | 'new' | null>(null);
  const text = (key: string, values?: Record<string, unknown>) => t(`orderDetails.returns.${key}`, values);
  const confirmDelete = useConfirmDelete(remove, (item: OrderReturn) => ({
    title: text('remove'),
    message: text('removeText', { number: item.number }),
    confirmText: text('removeConfirm'),
    variables: item.id,
    success: (result: { message: string }) => result.message,
    failure: (error: Error) => page.reportError(text('failed'), error),
  }));

  if (order.returns.length === 0 && (!page.canEdit || order.products.length === 0)) return null;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="returns-card"
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          {text('title')}
        </Title>
        {page.canEdit && order.products.length > 0 && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            {text('add')}
          </Button>
        )}
      </Group>
      <Stack gap={6}>
        {order.returns.length === 0 && (
          <Text size="sm" c="dimmed">
            {text('empty')}
          </Text>
        )}
        {order.returns.map((item) => (
          <Group key={item.id} justify="space-between" gap="xs" align="flex-start" data-testid="return-row">
            <div>
              <Text size="sm" fw={500}>
                {item.number}: {item.externalId ?? text('noNumber')}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', '),
                  text('refundValue', {
                    amount: formatMoney(item.refundAmount.amount, item.refundAmount.currency),
                  }),
                  item.reason,
                  formatDate(item.created),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <Badge variant="light" color="gray" tt="none">
                {returnStatusLabels[item.status as ReturnStatus] ?? item.status}
              </Badge>
              {page.canEdit && (
                <>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={text('edit')}
                    onClick={() => setEditing(item)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={text('remove')}
                    onClick={() => confirmDelete(item)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      {editing && (
        <ReturnDialog
          order={order}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
