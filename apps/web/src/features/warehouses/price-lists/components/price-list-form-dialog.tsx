import { DateField } from '../../../../components/date-field';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  priceListBody,
  priceListChain,
  priceListCurrencies,
  setSettingsModes,
  variantPriceConfigs,
  type PriceList,
} from '@zaplecze/contract/warehouses/price-lists';
import type { Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { notify, notifyFailure } from '../../../../lib/notify';
import { FormDialog } from '../../../../components/form-dialog';
import { applyServerFieldErrors } from '../../form-errors';
import { useSavePriceList } from '../api/save-price-list';
import { PricePreview } from './price-preview';

const fieldNames = [
  'name',
  'type',
  'currency',
  'basePriceListId',
  'multiplier',
  'additionalValue',
  'hierarchy',
  'isDefault',
  'assignedWarehouseIds',
  'validFrom',
  'validTo',
  'variantPriceConfig',
  'setSettings',
];
const decimal = (value: string) => value.replace(',', '.');

interface Props {
  priceList: PriceList | null;
  lists: PriceList[];
  warehouses: Warehouse[];
  onClose(): void;
}

/** Add or edit a price list (spec 002 §3 Price list); dependent lists show a live price preview. */
export function PriceListFormDialog({ priceList, lists, warehouses, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSavePriceList();
  const form = useForm({
    resolver: zodResolver(priceListBody),
    mode: 'onTouched',
    defaultValues: {
      name: priceList?.name ?? '',
      type: priceList?.type ?? 'independent',
      currency: priceList?.currency ?? 'PLN',
      basePriceListId: priceList?.basePriceListId ?? null,
      multiplier: priceList?.multiplier ?? '1',
      additionalValue: priceList?.additionalValue ?? '0',
      hierarchy: priceList?.hierarchy ?? Math.min(lists.length + 1, 20),
      isDefault: priceList?.isDefault ?? false,
      assignedWarehouseIds: priceList?.assignedWarehouseIds ?? [],
      validFrom: priceList?.validFrom ?? null,
      validTo: priceList?.validTo ?? null,
      variantPriceConfig: priceList?.variantPriceConfig ?? 'lowest',
      setSettings: priceList?.setSettings ?? 'manual',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [type, baseId, multiplier, additionalValue] = useWatch({
    control: form.control,
    name: ['type', 'basePriceListId', 'multiplier', 'additionalValue'],
  });
  const dependent = type === 'dependent';
  const bases = lists.filter((list) => list.id !== priceList?.id);
  const chain = dependent && baseId ? (priceListChain(lists, baseId) ?? []) : [];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (priceList)
        await save.mutateAsync({ id: priceList.id, body: { ...values, version: priceList.version } });
      else await save.mutateAsync({ id: null, body: values });
      notify('green', t(priceList ? 'priceLists.notify.updated' : 'priceLists.notify.added'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fieldNames);
      notifyFailure(t('priceLists.notify.saveError'), error);
    }
  });

  return (
    <FormDialog
      size="xl"
      title={t(priceList ? 'priceLists.form.editTitle' : 'priceLists.form.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={t('priceLists.form.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('priceLists.form.name')}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="hierarchy"
          render={({ field }) => (
            <NumberInput
              label={t('priceLists.form.hierarchy')}
              description={t('priceLists.form.hierarchyHint')}
              min={1}
              max={20}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={errors.hierarchy?.message}
            />
          )}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="price-list-type">
          {t('priceLists.form.type')}
        </Text>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="price-list-type"
              data={(['independent', 'dependent'] as const).map((value) => ({
                value,
                label: t(`priceLists.types.${value}`),
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Stack>
      {dependent ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="basePriceListId"
            render={({ field }) => (
              <Select
                label={t('priceLists.form.base')}
                withAsterisk
                data={bases.map((list) => ({ value: list.id, label: `${list.name} (${list.currency})` }))}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.basePriceListId?.message}
                description={t('priceLists.form.currencyFromBase')}
              />
            )}
          />
          <TextInput
            label={t('priceLists.form.multiplier')}
            description={t('priceLists.form.multiplierHint')}
            inputMode="decimal"
            error={errors.multiplier?.message}
            {...form.register('multiplier', { setValueAs: decimal })}
          />
          <TextInput
            label={t('priceLists.form.additional')}
            description={t('priceLists.form.additionalHint')}
            inputMode="decimal"
            error={errors.additionalValue?.message}
            {...form.register('additionalValue', { setValueAs: decimal })}
          />
        </SimpleGrid>
      ) : (
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('priceLists.form.currency')}
              data={[...priceListCurrencies]}
              value={field.value ?? 'PLN'}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
              error={errors.currency?.message}
            />
          )}
        />
      )}
      {dependent && chain.length > 0 && (
        <PricePreview
          chain={chain}
          multiplier={decimal(multiplier ?? '1')}
          additionalValue={decimal(additionalValue ?? '0')}
        />
      )}
      <Controller
        control={form.control}
        name="assignedWarehouseIds"
        render={({ field }) => (
          <MultiSelect
            label={t('priceLists.form.warehouses')}
            description={t('priceLists.form.warehousesHint')}
            data={warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
            value={field.value ?? []}
            onChange={field.onChange}
            searchable
            clearable
            error={errors.assignedWarehouseIds?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="validFrom"
          render={({ field }) => (
            <DateField
              label={t('priceLists.form.validFrom')}
              error={errors.validFrom?.message}
              value={field.value}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="validTo"
          render={({ field }) => (
            <DateField
              label={t('priceLists.form.validTo')}
              error={errors.validTo?.message}
              value={field.value}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="variantPriceConfig"
          render={({ field }) => (
            <Select
              label={t('priceLists.form.variantPrice')}
              data={variantPriceConfigs.map((value) => ({
                value,
                label: t(`priceLists.variant.${value}`),
              }))}
              value={field.value ?? 'lowest'}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="setSettings"
          render={({ field }) => (
            <Radio.Group
              label={t('priceLists.form.setSettings')}
              value={field.value ?? 'manual'}
              onChange={field.onChange}
            >
              <Group mt="xs">
                {setSettingsModes.map((mode) => (
                  <Radio key={mode} value={mode} label={t(`priceLists.sets.${mode}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </SimpleGrid>
      <Switch
        label={t('priceLists.form.isDefault')}
        error={errors.isDefault?.message}
        {...form.register('isDefault')}
      />
    </FormDialog>
  );
}
