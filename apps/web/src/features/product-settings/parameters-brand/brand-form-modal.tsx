import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { brandForm, brandLimits, type Brand } from '@zaplecze/contract/brands/brands';
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

type Input = z.input<typeof brandForm>;
type Output = z.output<typeof brandForm>;

/** 'Nowa marka' / 'Edytuj markę': only the name is required (spec 002 §5). */
export function BrandFormModal({ brand, onClose }: { brand: Brand | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveDictionaryItem('brands');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(brandForm),
    mode: 'onTouched',
    defaultValues: {
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      website: brand?.website ?? '',
      logoUrl: brand?.logoUrl ?? '',
      countryCode: brand?.countryCode ?? 'PL',
      isActive: brand?.isActive ?? true,
    },
  });
  const texts = 'productSettings.brands';
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ current: brand, body: values });
      notify('green', t(brand ? `${texts}.notify.saved` : `${texts}.notify.added`));
      onClose();
    } catch (error) {
      applyServerErrors(form, serverFieldErrors(error));
      notifyFailure(t(brand ? `${texts}.notify.saveError` : `${texts}.notify.addError`), error);
    }
  });
  return (
    <FormModal
      title={t(brand ? `${texts}.editTitle` : `${texts}.addTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t(brand ? 'productSettings.common.saveChanges' : `${texts}.add`)}
    >
      <TextField form={form} name="name" required autoFocus maxLength={brandLimits.name} />
      <TextAreaField form={form} name="description" maxLength={brandLimits.description} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="website" type="url" maxLength={brandLimits.website} />
        <TextField form={form} name="logoUrl" type="url" maxLength={brandLimits.logoUrl} />
        <CountryField form={form} name="countryCode" />
      </SimpleGrid>
      <SwitchField form={form} name="isActive" />
    </FormModal>
  );
}
