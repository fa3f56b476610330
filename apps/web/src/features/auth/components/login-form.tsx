import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { LoginForm as LoginValues } from '@zaplecze/contract/auth/auth';
import { LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { loadAuthContract } from '../auth-contract';
import { SubmitButton } from './submit-button';

const TwoFactorStep = lazy(() => import('./two-factor-step'));

interface LoginFailure {
  message: string;
  locked: boolean;
}

/** The contract's login schema, loaded after the first paint (see auth-contract.ts). */
const resolver: Resolver<LoginValues> = async (values, context, options) => {
  const { loginForm } = await loadAuthContract();
  return zodResolver(loginForm)(values, context, options);
};

/**
 * The login form of spec 000 §2.3/§4. `externalError` is a message handed over by another page
 * (for example an expired session); while it is set the failed-attempt hint stays hidden.
 */
export function LoginForm({ externalError }: { externalError?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState(0);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isValid } = form.formState;

  useEffect(() => {
    void loadAuthContract().then((contract) => setMaxAttempts(contract.maxLoginAttempts));
  }, []);
  const loading = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await mutation.mutateAsync(values);
      setFailedAttempts(0);
      if ('twoFactorRequired' in outcome) {
        setChallengeToken(outcome.challengeToken);
        return;
      }
      notify('green', t('auth.login.success'));
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 401) setFailedAttempts((count) => count + 1);
      setFailure({
        message: apiError?.message ?? genericMessages.internal,
        locked: apiError?.status === 423,
      });
      notify('red', t('auth.login.failedToast'));
    }
  });

  const showHint = failedAttempts >= 1 && failedAttempts < maxAttempts && !externalError && !failure?.locked;
  const shownError = failure ?? (externalError ? { message: externalError, locked: false } : null);

  if (challengeToken) {
    return (
      <Suspense fallback={<LoadingState />}>
        <TwoFactorStep challengeToken={challengeToken} onBack={() => setChallengeToken(null)} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
      <Stack gap="md">
        {shownError && (
          <Alert
            color="red"
            variant={shownError.locked ? 'filled' : 'light'}
            icon={shownError.locked ? <IconLock /> : <IconAlertCircle />}
            title={shownError.locked ? t('auth.login.lockedTitle') : t('auth.login.errorTitle')}
            role="alert"
            data-testid={shownError.locked ? 'login-locked' : 'login-error'}
          >
            {shownError.message}
          </Alert>
        )}
        {showHint && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle />}
            title={t('auth.login.hintTitle', { count: failedAttempts, max: maxAttempts })}
            data-testid="login-hint"
          >
            {t('auth.login.hint', { max: maxAttempts })}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          autoComplete="username"
          withAsterisk
          disabled={loading}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          withAsterisk
          disabled={loading}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <SubmitButton
          loading={loading}
          disabled={!isValid}
          label={t('auth.login.submit')}
          loadingLabel={t('auth.login.submitting')}
        />
      </Stack>
    </form>
  );
}
