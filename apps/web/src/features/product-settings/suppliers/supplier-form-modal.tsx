import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { supplierForm, supplierLimits, type Supplier } from '@zaplecze/contract/suppliers/suppliers';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveDictionaryItem } from '../api/save-dictionary-item';
import {
  CountryField,
  SwitchField,
  TextAreaField,
  TextField,
  applyServerErrors,
} from '../components/form-fields';
import { FormModal } from '../components/form-modal';
import { serverFieldErrors } from '../components/format';
import { NipField } from '../components/nip-field';

type Input = z.input<typeof supplierForm>;
type Output = z.output<typeof supplierForm>;

interface Props {
  supplier: Supplier | null;
  onClose(): void;
  /** 'tab': the supplier tab of the producers/brands screen; 'page': the separate 'Dostawcy produktów' screen. */
  variant: 'tab' | 'page';
}

function Section({ title }: { title: string }) {
  return (
    <Divider
      label={
        <Title order={3} size="h6">
          {title}
        </Title>
      }
      labelPosition="left"
    />
  );
}

/** A supplier's basic data, address, contact and notes; the NIP checks its checksum (spec 002 §2.9). */
export function SupplierFormModal({ supplier, onClose, variant }: Props) {
  const { t } = useTranslation();
  const save = useSaveDictionaryItem('suppliers');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(supplierForm),
    mode: 'onTouched',
    defaultValues: {
      name: supplier?.name ?? '',
      description: supplier?.description ?? '',
      nip: supplier?.nip ?? '',
      krs: supplier?.krs ?? '',
      countryCode: supplier?.countryCode ?? 'PL',
      street: supplier?.street ?? '',
      buildingNumber: supplier?.buildingNumber ?? '',
      flatNumber: supplier?.flatNumber ?? '',
      zipCode: supplier?.zipCode ?? '',
      city: supplier?.city ?? '',
      email: supplier?.email ?? '',
      phoneNumber: supplier?.phoneNumber ?? '',
      isActive: supplier?.isActive ?? true,
    },
  });
  const page = variant === 'page';
  const texts = page ? 'productSettings.suppliersPage' : 'productSettings.suppliers';
  const onSubmit = form.handleSubmit(async (values) => {
    const name = values.name;
    try {
      await save.mutateAsync({ current: supplier, body: values });
      if (page) notify('green', t(`${texts}.notify.${supplier ? 'updated' : 'added'}`, { name }));
      else notify('green', t(`${texts}.notify.${supplier ? 'saved' : 'added'}`));
      onClose();
    } catch (error) {
      applyServerErrors(form, serverFieldErrors(error));
      const failure = page ? (supplier ? 'updateError' : 'addError') : supplier ? 'saveError' : 'addError';
      notifyFailure(t(`${texts}.notify.${failure}`, { name }), error);
    }
  });
  const title = page
    ? t(supplier ? `${texts}.editTitle` : `${texts}.newTitle`)
    : t(supplier ? `${texts}.editTitle` : `${texts}.addTitle`);
  const submitLabel = page
    ? t(`${texts}.save`)
    : t(supplier ? 'productSettings.common.saveChanges' : 'productSettings.suppliers.add');
  const sections = 'productSettings.suppliersPage.sections';
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={submitLabel}
      size="xl"
    >
      <Section title={t(`${sections}.basic`)} />
      <TextField form={form} name="name" required autoFocus maxLength={supplierLimits.name} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NipField form={form} maxLength={supplierLimits.nip + 4} />
        <TextField form={form} name="krs" maxLength={supplierLimits.krs} />
      </SimpleGrid>
      <SwitchField form={form} name="isActive" />
      <Section title={t(`${sections}.address`)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField form={form} name="street" maxLength={supplierLimits.street} />
        <TextField form={form} name="buildingNumber" maxLength={supplierLimits.buildingNumber} />
        <TextField form={form} name="flatNumber" maxLength={supplierLimits.flatNumber} />
        <TextField form={form} name="zipCode" maxLength={supplierLimits.zipCode} />
        <TextField form={form} name="city" maxLength={supplierLimits.city} />
        <CountryField form={form} name="countryCode" />
      </SimpleGrid>
      <Section title={t(`${sections}.contact`)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="email" type="email" maxLength={supplierLimits.email} />
        <TextField form={form} name="phoneNumber" type="tel" maxLength={supplierLimits.phoneNumber} />
      </SimpleGrid>
      <Section title={t(`${sections}.notes`)} />
      <TextAreaField
        form={form}
        name="description"
        label={t('productSettings.fields.note')}
        maxLength={supplierLimits.description}
      />
    </FormModal>
  );
}
