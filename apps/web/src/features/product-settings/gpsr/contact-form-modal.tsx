import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import {
  gpsrMessages,
  gpsrContactBody,
  gpsrContactLimits,
  type GpsrContact,
} from '@zaplecze/contract/gpsr/gpsr';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveDictionaryItem } from '../api/save-dictionary-item';
import { CountryField, TextAreaField, TextField, applyServerErrors } from '../components/form-fields';
import { FormModal } from '../components/form-modal';
import { serverFieldErrors } from '../components/format';

type Input = z.input<typeof gpsrContactBody>;
type Output = z.output<typeof gpsrContactBody>;

/** A GPSR responsible person: first and last name, e-mail and phone required (spec 002 §5). */
export function ContactFormModal({ contact, onClose }: { contact: GpsrContact | null; onClose(): void }) {
  const { t } = useTranslation();
  const texts = 'productSettings.gpsr';
  const save = useSaveDictionaryItem('gpsrContacts');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(gpsrContactBody),
    mode: 'onTouched',
    defaultValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      role: contact?.role ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
      countryCode: contact?.countryCode ?? 'PL',
      description: contact?.description ?? '',
    },
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ current: contact, body: values });
        notify('green', t(`${texts}.notify.${contact ? 'contactUpdated' : 'contactCreated'}`));
        onClose();
      } catch (error) {
        applyServerErrors(form, serverFieldErrors(error));
        notifyFailure(t(`${texts}.notify.${contact ? 'contactUpdateError' : 'contactCreateError'}`), error);
      }
    },
    (errors) => {
      if (Object.values(errors).some((error) => error?.message === gpsrMessages.required))
        notifyFailure(t(`${texts}.notify.required`));
    },
  );
  const limits = gpsrContactLimits;
  return (
    <FormModal
      title={t(contact ? `${texts}.contactEditTitle` : `${texts}.contactAddTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t(contact ? 'productSettings.common.saveChanges' : `${texts}.addContact`)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="firstName" required autoFocus maxLength={limits.firstName} />
        <TextField form={form} name="lastName" required maxLength={limits.lastName} />
        <TextField form={form} name="email" type="email" required maxLength={limits.email} />
        <TextField form={form} name="phoneNumber" type="tel" required maxLength={limits.phoneNumber} />
        <TextField form={form} name="role" maxLength={limits.role} />
        <CountryField form={form} name="countryCode" />
      </SimpleGrid>
      <TextAreaField form={form} name="description" maxLength={limits.description} />
    </FormModal>
  );
}
