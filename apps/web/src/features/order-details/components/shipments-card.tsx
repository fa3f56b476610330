import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { shipmentStatusLabels } from '@zaplecze/contract/orders/order-returns';
import type { orderShipment } from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { shipmentCarrierLabels } from '@zaplecze/contract/orders/shipment-carriers';
import type { z } from 'zod';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteShipment } from '../api/shipments';
import { formatDateTime } from '../format';
import { useOrderPage } from '../order-page-context';
import { ShipmentDialog } from './shipment-dialog';
import { DpdPackages } from '../dpd/dpd-packages';
import { DpdShipmentDialog } from '../dpd/dpd-shipment-dialog';

type Shipment = z.infer<typeof orderShipment>;

/** 'Przesyłki': the order's parcels with the carrier's tracking link. */
export function ShipmentsCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const titleId = useId();
  const remove = useDeleteShipment(order.id);
  const [editing, setEditing] = useState<Shipment | 'new' | null>(null);
  const [dpdOpen, setDpdOpen] = useState(false);
  const text = (key: string, values?: Record<string, unknown>) => t(`orderDetails.shipments.${key}`, values);

  const confirmDelete = useConfirmDelete(remove, (shipment: Shipment) => ({
    title: text('remove'),
    message: text('removeText'),
    confirmText: text('removeConfirm'),
    variables: shipment.id,
    success: (result: { message: string }) => result.message,
    failure: (error: Error) => page.reportError(text('failed'), error),
  }));

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="shipments-card"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {text('title')}
        </Title>
        {page.canEdit && (
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" onClick={() => setDpdOpen(true)}>
              {t('orderDpd.create')}
            </Button>
            <Button size="xs" variant="light" onClick={() => setEditing('new')}>
              {text('add')}
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="xs">
        {order.shipments.length === 0 && (
          <Text size="sm" c="dimmed">
            {text('empty')}
          </Text>
        )}
        {order.shipments.map((shipment) => (
          <Group
            key={shipment.id}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
            data-testid="shipment-row"
          >
            <div>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {shipment.courier ? shipmentCarrierLabels[shipment.courier] : text('noCourier')}
                </Text>
                <Badge variant="light" tt="none">
                  {shipmentStatusLabels[shipment.status]}
                </Badge>
              </Group>
              {shipment.trackingNumber &&
                (shipment.trackingUrl ? (
                  <Anchor size="sm" href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                    {text('track', { number: shipment.trackingNumber })}
                  </Anchor>
                ) : (
                  <Text size="sm">{shipment.trackingNumber}</Text>
                ))}
              <Text size="xs" c="dimmed">
                {[
                  shipment.sentAt && text('sentOn', { date: formatDateTime(shipment.sentAt) }),
                  shipment.deliveredAt && text('deliveredOn', { date: formatDateTime(shipment.deliveredAt) }),
                  shipment.packageSize && text('size', { size: shipment.packageSize }),
                  shipment.weightGrams !== null &&
                    text('weightValue', { kg: (shipment.weightGrams / 1000).toLocaleString('pl-PL') }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            {page.canEdit && (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={text('edit')} onClick={() => setEditing(shipment)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={text('remove')}
                  onClick={() => confirmDelete(shipment)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      <DpdPackages orderId={order.id} />
      {dpdOpen && <DpdShipmentDialog order={order} onClose={() => setDpdOpen(false)} />}
      {editing && (
        <ShipmentDialog
          order={order}
          shipment={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
