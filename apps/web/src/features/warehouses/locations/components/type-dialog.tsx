import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  defaultLocationTypeColor,
  locationTypeColorPresets,
  locationTypeBody,
  locationTypeKinds,
  locationTypeModes,
  type LocationType,
  type LocationTypeBody,
  type LocationTypeInput,
} from '@zaplecze/contract/locations/locations';
import { notify, notifyFailure } from '../../../../lib/notify';
import { useSaveLocationType } from '../api/location-types';
import { applyFieldErrors } from '../field-errors';
import { ColorField } from '../../../../components/color-field';
import { FormDialog } from '../../../../components/form-dialog';
import { locationTypeKindLabels, locationTypeModeLabels } from '../labels';

const fieldNames = ['name', 'type', 'availableForSale', 'mode', 'group', 'description', 'color'];

function initialValues(type: LocationType | null): LocationTypeInput {
  return {
    name: type?.name ?? '',
    type: type?.type ?? 'REGULAR',
    availableForSale: type?.availableForSale ?? true,
    mode: type?.mode ?? 'fixed',
    group: type?.group ?? '',
    description: type?.description ?? '',
    color: type?.color ?? defaultLocationTypeColor,
  };
}

/** Add or edit a location type: name, kind, mode, sale availability, group, description, colour. */
export function TypeDialog({ type, onClose }: { type: LocationType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLocationType();
  const form = useForm<LocationTypeInput, unknown, LocationTypeBody>({
    resolver: zodResolver(locationTypeBody),
    mode: 'onTouched',
    defaultValues: initialValues(type),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: type?.id, version: type?.version, body });
      notify('green', t(type ? 'localization.types.updated' : 'localization.types.created'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
      notifyFailure(t('localization.saveError'), error);
    }
  });

  return (
    <FormDialog
      size="lg"
      title={t(type ? 'localization.typeForm.editTitle' : 'localization.typeForm.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={t('localization.save')}
    >
      <TextInput
        label={t('localization.typeForm.name')}
        withAsterisk
        data-autofocus
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('localization.typeForm.type')}
              withAsterisk
              allowDeselect={false}
              data={locationTypeKinds.map((kind) => ({
                value: kind,
                label: `${locationTypeKindLabels[kind]} (${kind})`,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.type?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <Select
              label={t('localization.typeForm.mode')}
              withAsterisk
              allowDeselect={false}
              data={locationTypeModes.map((mode) => ({
                value: mode,
                label: locationTypeModeLabels[mode],
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.mode?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="availableForSale"
        render={({ field }) => (
          <Checkbox
            label={t('localization.typeForm.availableForSale')}
            description={t('localization.typeForm.availableForSaleHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextInput
        label={t('localization.typeForm.group')}
        placeholder={t('localization.typeForm.groupPlaceholder')}
        maxLength={100}
        error={errors.group?.message}
        {...form.register('group')}
      />
      <Textarea
        label={t('localization.typeForm.description')}
        autosize
        minRows={2}
        maxLength={500}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <ColorField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.color?.message}
            presets={locationTypeColorPresets}
            label={t('localization.typeForm.color')}
            hexLabel={t('localization.typeForm.hex')}
            presetLabel={(color) => t('localization.typeForm.preset', { color })}
            checkColor="#fff"
          />
        )}
      />
    </FormDialog>
  );
}
