import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { reservationTimings, warehouseBody, type Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { notify, notifyFailure } from '../../../../lib/notify';
import { FormDialog } from '../../../../components/form-dialog';
import { applyServerFieldErrors } from '../../form-errors';
import { useSaveWarehouse } from '../api/save-warehouse';

const none = 'none';
const fieldNames = [
  'name',
  'hierarchyPosition',
  'isDefault',
  'defaultPriceListId',
  'allowNegativeStock',
  'reservationTiming',
  'cancellationStatusId',
  'reservationStatusId',
];

interface Props {
  warehouse: Warehouse | null;
  /** The first free position, proposed for a new warehouse. */
  nextPosition: number;
  priceLists: PriceList[];
  statuses: OrderStatus[];
  onClose(): void;
}

/** Add or edit a warehouse (spec 002 §3 Warehouse): every rule comes from the contract schema. */
export function WarehouseFormDialog({ warehouse, nextPosition, priceLists, statuses, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveWarehouse();
  const form = useForm({
    resolver: zodResolver(warehouseBody),
    mode: 'onTouched',
    defaultValues: {
      name: warehouse?.name ?? '',
      isDefault: warehouse?.isDefault ?? false,
      hierarchyPosition: warehouse?.hierarchyPosition ?? nextPosition,
      defaultPriceListId: warehouse?.defaultPriceListId ?? null,
      allowNegativeStock: warehouse?.allowNegativeStock ?? false,
      reservationTiming: warehouse?.reservationTiming ?? 'onOrderCreate',
      cancellationStatusId: warehouse?.cancellationStatusId ?? null,
      reservationStatusId: warehouse?.reservationStatusId ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (warehouse)
        await save.mutateAsync({ id: warehouse.id, body: { ...values, version: warehouse.version } });
      else await save.mutateAsync({ id: null, body: values });
      notify('green', t(warehouse ? 'warehouses.notify.updated' : 'warehouses.notify.added'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fieldNames);
      notifyFailure(t('warehouses.notify.saveError'), error);
    }
  });

  const optional = (value: string | null) => (value === none ? null : value);
  return (
    <FormDialog
      size="lg"
      title={t(warehouse ? 'warehouses.form.editTitle' : 'warehouses.form.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={t('warehouses.form.save')}
    >
      <TextInput
        label={t('warehouses.form.name')}
        withAsterisk
        data-autofocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="hierarchyPosition"
          render={({ field }) => (
            <NumberInput
              label={t('warehouses.form.hierarchy')}
              description={t('warehouses.form.hierarchyHint')}
              min={1}
              max={20}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={errors.hierarchyPosition?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="defaultPriceListId"
          render={({ field }) => (
            <Select
              label={t('warehouses.form.priceList')}
              data={[
                { value: none, label: t('warehouses.form.noPriceList') },
                ...priceLists.map((list) => ({
                  value: list.id,
                  label: `${list.name} (${list.currency})`,
                })),
              ]}
              value={field.value ?? none}
              onChange={(value) => field.onChange(optional(value))}
              allowDeselect={false}
              error={errors.defaultPriceListId?.message}
            />
          )}
        />
      </SimpleGrid>
      <Switch
        label={t('warehouses.form.isDefault')}
        description={t('warehouses.form.isDefaultHint')}
        error={errors.isDefault?.message}
        {...form.register('isDefault')}
      />
      <Switch
        label={t('warehouses.form.negative')}
        description={t('warehouses.form.negativeHint')}
        {...form.register('allowNegativeStock')}
      />
      <Controller
        control={form.control}
        name="reservationTiming"
        render={({ field }) => (
          <Radio.Group label={t('warehouses.form.reservation')} value={field.value} onChange={field.onChange}>
            <Stack gap="xs" mt="xs">
              {reservationTimings.map((timing) => (
                <Radio
                  key={timing}
                  value={timing}
                  label={t(`warehouses.timing.${timing}`)}
                  description={t(`warehouses.timingHint.${timing}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {form.watch('reservationTiming') === 'onStatusChange' && (
        <Controller
          control={form.control}
          name="reservationStatusId"
          render={({ field }) => (
            <Select
              label={t('warehouses.form.reservationStatus')}
              description={t('warehouses.form.reservationStatusHint')}
              data={[
                { value: none, label: t('warehouses.form.noStatus') },
                ...statuses.map((status) => ({ value: status.id, label: status.internalName })),
              ]}
              value={field.value ?? none}
              onChange={(value) => field.onChange(optional(value))}
              allowDeselect={false}
              searchable
              error={errors.reservationStatusId?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="cancellationStatusId"
        render={({ field }) => (
          <Select
            label={t('warehouses.form.cancellation')}
            description={t('warehouses.form.cancellationHint')}
            data={[
              { value: none, label: t('warehouses.form.noStatus') },
              ...statuses.map((status) => ({ value: status.id, label: status.internalName })),
            ]}
            value={field.value ?? none}
            onChange={(value) => field.onChange(optional(value))}
            allowDeselect={false}
            searchable
            error={errors.cancellationStatusId?.message}
          />
        )}
      />
    </FormDialog>
  );
}
