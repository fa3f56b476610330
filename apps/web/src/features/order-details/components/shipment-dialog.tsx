import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { returnLimits, shipmentStatusLabels } from '@zaplecze/contract/orders/order-returns';
import { shipmentStatuses, type orderShipment } from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { shipmentCarrierLabels, shipmentCarriers } from '@zaplecze/contract/orders/shipment-carriers';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useSaveShipment, type ShipmentInput } from '../api/shipments';
import { formDateFormat, isoFromPicker, pickerValue } from '../format';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';

type Shipment = z.infer<typeof orderShipment>;

function initial(shipment?: Shipment): ShipmentInput {
  return {
    id: shipment?.id,
    courier: shipment?.courier ?? null,
    trackingNumber: shipment?.trackingNumber ?? '',
    status: shipment?.status ?? 'created',
    sentAt: shipment?.sentAt ?? null,
    deliveredAt: shipment?.deliveredAt ?? null,
    packageSize: shipment?.packageSize ?? '',
    weightGrams: shipment?.weightGrams ?? null,
  };
}

/** Adds a shipment or edits one: carrier, tracking number, status, dates, package. */
export function ShipmentDialog({
  order,
  shipment,
  onClose,
}: {
  order: Order;
  shipment?: Shipment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const save = useSaveShipment(order.id);
  const [values, setValues] = useState<ShipmentInput>(() => initial(shipment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: string) => t(`orderDetails.shipments.${key}`);
  const set = (patch: Partial<ShipmentInput>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        onClose();
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        page.reportError(text('failed'), error);
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={600}
      title={text(shipment ? 'edit' : 'add')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="shipment-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={text('courier')}
              placeholder={text('courierPlaceholder')}
              clearable
              data={shipmentCarriers.map((value) => ({ value, label: shipmentCarrierLabels[value] }))}
              value={values.courier ?? null}
              onChange={(value) => set({ courier: value as ShipmentInput['courier'] })}
              error={errors.courier}
            />
            <TextInput
              label={text('trackingNumber')}
              maxLength={returnLimits.trackingNumber}
              value={values.trackingNumber ?? ''}
              onChange={(event) => set({ trackingNumber: event.currentTarget.value })}
              error={errors.trackingNumber}
            />
            <Select
              label={text('status')}
              allowDeselect={false}
              data={shipmentStatuses.map((value) => ({ value, label: shipmentStatusLabels[value] }))}
              value={values.status ?? 'created'}
              onChange={(value) => set({ status: (value ?? 'created') as ShipmentInput['status'] })}
              error={errors.status}
            />
            <TextInput
              label={text('packageSize')}
              placeholder={text('packageSizePlaceholder')}
              maxLength={returnLimits.packageSize}
              value={values.packageSize ?? ''}
              onChange={(event) => set({ packageSize: event.currentTarget.value })}
              error={errors.packageSize}
            />
            <DateTimePicker
              label={text('sentAt')}
              clearable
              valueFormat={formDateFormat}
              value={pickerValue(values.sentAt)}
              onChange={(value) => set({ sentAt: isoFromPicker(value) })}
              error={errors.sentAt}
            />
            <DateTimePicker
              label={text('deliveredAt')}
              clearable
              valueFormat={formDateFormat}
              value={pickerValue(values.deliveredAt)}
              onChange={(value) => set({ deliveredAt: isoFromPicker(value) })}
              error={errors.deliveredAt}
            />
            <NumberInput
              label={text('weight')}
              min={0}
              allowDecimal={false}
              value={values.weightGrams ?? ''}
              onChange={(value) => set({ weightGrams: typeof value === 'number' ? value : null })}
              error={errors.weightGrams}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
