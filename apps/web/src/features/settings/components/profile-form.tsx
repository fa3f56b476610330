import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { profileBody, type Profile, type ProfileBody } from '@zaplecze/contract/settings/settings';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { applyFieldErrors } from '../field-errors';
import { SaveErrorAlert } from './save-error-alert';

/** The signed-in user's own display name and e-mail address. */
export function ProfileForm({ data, onReload }: { data: Profile; onReload: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<ProfileBody>({
    resolver: zodResolver(profileBody),
    mode: 'onTouched',
    defaultValues: { displayName: data.displayName, email: data.email, version: data.version },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await mutation.mutateAsync(values);
      notify('green', t('settings.saved'));
    } catch (error) {
      if (!applyFieldErrors(error, form.getValues(), form.setError)) setSaveError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.profile.title')}>
      <fieldset disabled={mutation.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          {saveError !== null && <SaveErrorAlert error={saveError} onReload={onReload} />}
          <TextInput
            label={t('settings.profile.username')}
            value={data.username}
            readOnly
            variant="filled"
            description={t('settings.profile.usernameHint')}
            descriptionProps={{ c: 'gray.7' }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label={t('settings.profile.displayName')}
            autoComplete="name"
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          <TextInput
            label={t('settings.profile.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
