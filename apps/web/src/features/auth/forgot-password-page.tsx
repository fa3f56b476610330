import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordForm, type ForgotPasswordForm } from '@zaplecze/contract/auth/auth';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthHeader } from './components/auth-header';
import { SubmitButton } from './components/submit-button';
import { usePageTitle } from '../../lib/use-page-title';
import './contract-translations';
import './page-translations';

/** /auth/forgot-password (spec 000 §2.5): on success go to reset-sent with the e-mail. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotPassword.pageTitle'));
  const navigate = useNavigate();
  const mutation = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const loading = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      notify('green', t('auth.forgotPassword.sent'));
      void navigate(`/auth/reset-sent?email=${encodeURIComponent(values.email)}`);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : genericMessages.internal;
      setError(message);
      notify('red', message);
    }
  });

  return (
    <>
      <AuthHeader title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')} />
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgotPassword.title')}>
        <Stack gap="md">
          {error && (
            <Alert
              color="red"
              variant="filled"
              icon={<IconAlertCircle />}
              title={t('auth.forgotPassword.errorTitle')}
              role="alert"
            >
              {error}
            </Alert>
          )}
          <TextInput
            label={t('auth.forgotPassword.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            disabled={loading}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <SubmitButton
            loading={loading}
            disabled={!form.formState.isValid}
            label={t('auth.forgotPassword.submit')}
            loadingLabel={t('auth.forgotPassword.submitting')}
          />
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login" size="sm" mt="lg" display="inline-block">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('auth.forgotPassword.backToLogin')}
      </Anchor>
    </>
  );
}
