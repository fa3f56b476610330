import { Fieldset, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { registrationPasswordRules } from '@zaplecze/contract/auth/auth';
import type { RegistrationFormApi } from '../registration-values';
import { PasswordChecklist } from './password-checklist';

export function AccountSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <Fieldset legend={t('auth.register.account')} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('auth.register.username')}
            autoComplete="username"
            withAsterisk
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label={t('auth.register.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('auth.register.password')}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist
          id="registration-password-rules"
          password={password}
          rules={registrationPasswordRules}
          labels="registration"
        />
      </Stack>
    </Fieldset>
  );
}
