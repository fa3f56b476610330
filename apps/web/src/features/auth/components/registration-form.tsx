import { Alert, Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import type { RegistrationForm as RegistrationData } from '@zaplecze/contract/accounts/accounts';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { ApiError } from '../../../lib/api-client';
import { useRegisterAccount } from '../api/register-account';
import {
  applyServerFieldErrors,
  registrationDefaults,
  registrationResolver,
  type RegistrationValues,
} from '../registration-values';
import { AccountSection } from './account-section';
import { AddressSection } from './address-section';
import { CompanySection } from './company-section';
import { PhoneSection } from './phone-section';
import { SubmitButton } from './submit-button';

/**
 * Company registration (spec 000 §2.4/§5). Errors show once a field was left or the form was
 * submitted; every control is disabled while the request runs; the server's field errors
 * (409 duplicate username or e-mail) land on their fields.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useRegisterAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegistrationValues, unknown, RegistrationData>({
    resolver: registrationResolver,
    mode: 'onTouched',
    defaultValues: registrationDefaults,
  });
  const loading = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const created = await mutation.mutateAsync(values);
      void navigate(`/auth/registration-confirmation?email=${encodeURIComponent(created.email)}`);
    } catch (error) {
      console.error('Registration failed', error);
      if (error instanceof ApiError && applyServerFieldErrors(error.fields, form.setError)) return;
      setServerError(error instanceof ApiError ? error.message : genericMessages.internal);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
      <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" icon={<IconAlertCircle />} title={t('auth.register.errorTitle')} role="alert">
              {serverError}
            </Alert>
          )}
          <AccountSection form={form} />
          <CompanySection form={form} />
          <AddressSection form={form} />
          <PhoneSection form={form} />
          <Checkbox
            label={t('auth.register.terms')}
            error={form.formState.errors.termsAccepted?.message}
            {...form.register('termsAccepted')}
          />
          <SubmitButton
            loading={loading}
            label={t('auth.register.submit')}
            loadingLabel={t('auth.register.submitting')}
          />
        </Stack>
      </fieldset>
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to="/auth/start" size="sm">
          {t('auth.backToHome')}
        </Anchor>
        <Text size="sm" c="gray.7">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/auth/login" fw={600}>
            {t('auth.register.login')}
          </Anchor>
        </Text>
      </Group>
    </form>
  );
}
