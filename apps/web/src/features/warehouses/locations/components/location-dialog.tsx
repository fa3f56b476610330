import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Input, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  locationBody,
  type Location,
  type LocationBody,
  type LocationType,
  type LocationWarehouse,
} from '@zaplecze/contract/locations/locations';
import { notify, notifyFailure } from '../../../../lib/notify';
import { useSaveLocation } from '../api/locations';
import { applyFieldErrors } from '../field-errors';
import { LabelPreview } from './label-preview';

interface Props {
  location: Location | null;
  types: LocationType[];
  warehouses: LocationWarehouse[];
  defaultWarehouseId: string | null;
  onClose: () => void;
}

/** Add or edit a location: code, type and warehouse, with the label previewed as it will print. */
export function LocationDialog({ location, types, warehouses, defaultWarehouseId, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveLocation();
  const form = useForm<LocationBody>({
    resolver: zodResolver(locationBody),
    mode: 'onTouched',
    defaultValues: {
      code: location?.code ?? '',
      typeId: location?.typeId ?? types[0]?.id ?? '',
      warehouseId: location?.warehouseId ?? defaultWarehouseId ?? warehouses[0]?.id ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [code, typeId, warehouseId] = useWatch({
    control: form.control,
    name: ['code', 'typeId', 'warehouseId'],
  });
  const type = types.find((candidate) => candidate.id === typeId);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: location?.id, version: location?.version, body });
      notify('green', t(location ? 'localization.locations.updated' : 'localization.locations.created'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['code', 'typeId', 'warehouseId']);
      notifyFailure(t('localization.saveError'), error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(location ? 'localization.locationForm.editTitle' : 'localization.locationForm.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <TextInput
                label={t('localization.locationForm.code')}
                description={t('localization.locationForm.codeHint')}
                withAsterisk
                data-autofocus
                maxLength={100}
                error={errors.code?.message}
                {...form.register('code')}
              />
              <Controller
                control={form.control}
                name="typeId"
                render={({ field }) => (
                  <Select
                    label={t('localization.locationForm.type')}
                    withAsterisk
                    searchable
                    allowDeselect={false}
                    data={types.map((option) => ({ value: option.id, label: option.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.typeId?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="warehouseId"
                render={({ field }) => (
                  <Select
                    label={t('localization.locationForm.warehouse')}
                    withAsterisk
                    allowDeselect={false}
                    data={warehouses.map((option) => ({ value: option.id, label: option.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errors.warehouseId?.message}
                  />
                )}
              />
              <Text size="sm" c="gray.7">
                {t('localization.locationForm.systemId')}:{' '}
                {location ? location.systemId : t('localization.locationForm.systemIdAuto')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Input.Label component="div" mb={6}>
              {t('localization.locationForm.preview')}
            </Input.Label>
            <LabelPreview
              code={code}
              typeName={type?.name}
              typeColor={type?.color}
              warehouseName={warehouses.find((warehouse) => warehouse.id === warehouseId)?.name}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('localization.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('localization.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
