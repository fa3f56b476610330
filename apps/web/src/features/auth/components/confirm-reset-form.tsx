import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import {
  authMessages,
  resetConfirmForm,
  resetPasswordRules,
  type ResetConfirmForm,
} from '@zaplecze/contract/auth/auth';
import { ApiError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { resetErrorKey } from '../reset-error-key';
import { PasswordChecklist } from './password-checklist';
import { PasswordMatch } from './password-match';
import { SubmitButton } from './submit-button';

/** Token, new password and its repetition (spec 000 §2.7); only token and password are sent. */
export function ConfirmResetForm({
  initialToken,
  onSuccess,
}: {
  initialToken: string;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useConfirmPasswordReset();
  const form = useForm<ResetConfirmForm>({
    resolver: zodResolver(resetConfirmForm),
    mode: 'onTouched',
    defaultValues: { token: initialToken, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const loading = mutation.isPending;
  const failure = mutation.error;
  const errorKey = failure ? resetErrorKey(failure instanceof ApiError ? failure.status : -1) : null;
  const tokenProblem =
    errorKey === 'auth.confirmResetPassword.invalidToken' ||
    errorKey === 'auth.confirmResetPassword.tokenNotFound';
  // The live match line already says the passwords differ; the field error repeats only other problems.
  const confirmError =
    errors.confirmPassword?.message === authMessages.passwordsDiffer
      ? undefined
      : errors.confirmPassword?.message;

  const onSubmit = form.handleSubmit((values) => mutation.mutate(values, { onSuccess }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.confirmResetPassword.title')}>
      <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {errorKey && (
            <Alert
              color="red"
              icon={<IconAlertCircle />}
              title={t('auth.confirmResetPassword.errorTitle')}
              role="alert"
              data-testid="reset-error"
            >
              {t(errorKey)}
              {tokenProblem && (
                <>
                  {' '}
                  <Anchor
                    component={Link}
                    to="/auth/forgot-password"
                    size="sm"
                    fw={600}
                    c="inherit"
                    underline="always"
                  >
                    {t('auth.confirmResetPassword.requestNew')}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <TextInput
            label={t('auth.confirmResetPassword.token')}
            withAsterisk
            autoComplete="off"
            error={errors.token?.message}
            {...form.register('token')}
          />
          <PasswordInput
            label={t('auth.confirmResetPassword.password')}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordChecklist
            id="reset-password-rules"
            password={password}
            rules={resetPasswordRules}
            labels="reset"
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('auth.confirmResetPassword.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              error={confirmError ?? (confirmPassword && password !== confirmPassword ? true : undefined)}
              {...form.register('confirmPassword')}
            />
            <PasswordMatch password={password} confirmPassword={confirmPassword} />
          </Stack>
          <SubmitButton
            loading={loading}
            label={t('auth.confirmResetPassword.submit')}
            loadingLabel={t('auth.confirmResetPassword.submitting')}
          />
        </Stack>
      </fieldset>
    </form>
  );
}
