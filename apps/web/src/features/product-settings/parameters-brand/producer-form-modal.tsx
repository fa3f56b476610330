import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { producerForm, producerLimits, type Producer } from '@zaplecze/contract/producers/producers';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveDictionaryItem } from '../api/save-dictionary-item';
import { CountryField, TextField, applyServerErrors } from '../components/form-fields';
import { FormModal } from '../components/form-modal';
import { serverFieldErrors } from '../components/format';

type Input = z.input<typeof producerForm>;
type Output = z.output<typeof producerForm>;

/** 'Nowy producent' / 'Edytuj producenta': every field required (spec 002 §5). */
export function ProducerFormModal({ producer, onClose }: { producer: Producer | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveDictionaryItem('producers');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(producerForm),
    mode: 'onTouched',
    defaultValues: {
      name: producer?.name ?? '',
      countryCode: producer?.countryCode ?? 'PL',
      street: producer?.street ?? '',
      postalCode: producer?.postalCode ?? '',
      city: producer?.city ?? '',
      email: producer?.email ?? '',
      phoneNumber: producer?.phoneNumber ?? '',
      formUrl: producer?.formUrl ?? '',
    },
  });
  const texts = 'productSettings.producers';
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ current: producer, body: values });
      notify('green', t(producer ? `${texts}.notify.saved` : `${texts}.notify.added`));
      onClose();
    } catch (error) {
      applyServerErrors(form, serverFieldErrors(error));
      notifyFailure(t(producer ? `${texts}.notify.saveError` : `${texts}.notify.addError`), error);
    }
  });
  return (
    <FormModal
      title={t(producer ? `${texts}.editTitle` : `${texts}.addTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t(producer ? 'productSettings.common.saveChanges' : `${texts}.add`)}
    >
      <TextField form={form} name="name" required autoFocus maxLength={producerLimits.name} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountryField form={form} name="countryCode" required />
        <TextField form={form} name="city" required maxLength={producerLimits.city} />
        <TextField form={form} name="street" required maxLength={producerLimits.street} />
        <TextField form={form} name="postalCode" required maxLength={producerLimits.postalCode} />
        <TextField form={form} name="email" type="email" required maxLength={producerLimits.email} />
        <TextField
          form={form}
          name="phoneNumber"
          type="tel"
          required
          maxLength={producerLimits.phoneNumber}
        />
      </SimpleGrid>
      <TextField form={form} name="formUrl" type="url" required maxLength={producerLimits.formUrl} />
    </FormModal>
  );
}
