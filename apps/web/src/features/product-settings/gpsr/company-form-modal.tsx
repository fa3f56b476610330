import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import {
  gpsrCompanyBody,
  gpsrMessages,
  gpsrCompanyLimits,
  gpsrCompanyTypes,
  type GpsrCompany,
} from '@zaplecze/contract/gpsr/gpsr';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveDictionaryItem } from '../api/save-dictionary-item';
import { CountryField, TextAreaField, TextField, applyServerErrors } from '../components/form-fields';
import { FormModal } from '../components/form-modal';
import { serverFieldErrors } from '../components/format';
import { NipField } from '../components/nip-field';

type Input = z.input<typeof gpsrCompanyBody>;
type Output = z.output<typeof gpsrCompanyBody>;

/** A GPSR responsible entity: name and type required (spec 002 §5). */
export function CompanyFormModal({ company, onClose }: { company: GpsrCompany | null; onClose(): void }) {
  const { t } = useTranslation();
  const texts = 'productSettings.gpsr';
  const save = useSaveDictionaryItem('gpsrCompanies');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(gpsrCompanyBody),
    mode: 'onTouched',
    defaultValues: {
      name: company?.name ?? '',
      type: company?.type ?? ('' as never),
      description: company?.description ?? '',
      nip: company?.nip ?? '',
      krs: company?.krs ?? '',
      countryCode: company?.countryCode ?? 'PL',
      street: company?.street ?? '',
      buildingNumber: company?.buildingNumber ?? '',
      flatNumber: company?.flatNumber ?? '',
      zipCode: company?.zipCode ?? '',
      city: company?.city ?? '',
      email: company?.email ?? '',
      phoneNumber: company?.phoneNumber ?? '',
    },
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ current: company, body: values });
        notify('green', t(`${texts}.notify.${company ? 'companyUpdated' : 'companyCreated'}`));
        onClose();
      } catch (error) {
        applyServerErrors(form, serverFieldErrors(error));
        notifyFailure(t(`${texts}.notify.${company ? 'companyUpdateError' : 'companyCreateError'}`), error);
      }
    },
    (errors) => {
      if (Object.values(errors).some((error) => error?.message === gpsrMessages.required))
        notifyFailure(t(`${texts}.notify.required`));
    },
  );
  const limits = gpsrCompanyLimits;
  return (
    <FormModal
      title={t(company ? `${texts}.companyEditTitle` : `${texts}.companyAddTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t(company ? 'productSettings.common.saveChanges' : `${texts}.addCompany`)}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="name" required autoFocus maxLength={limits.name} />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t('productSettings.fields.type')}
              withAsterisk
              data={gpsrCompanyTypes.map((type) => ({ value: type, label: t(`${texts}.types.${type}`) }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <NipField form={form} maxLength={limits.nip + 4} />
        <TextField form={form} name="krs" maxLength={limits.krs} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField form={form} name="street" maxLength={limits.street} />
        <TextField form={form} name="buildingNumber" maxLength={limits.buildingNumber} />
        <TextField form={form} name="flatNumber" maxLength={limits.flatNumber} />
        <TextField form={form} name="zipCode" maxLength={limits.zipCode} />
        <TextField form={form} name="city" maxLength={limits.city} />
        <CountryField form={form} name="countryCode" />
        <TextField form={form} name="email" type="email" maxLength={limits.email} />
        <TextField form={form} name="phoneNumber" type="tel" maxLength={limits.phoneNumber} />
      </SimpleGrid>
      <TextAreaField form={form} name="description" maxLength={limits.description} />
    </FormModal>
  );
}
