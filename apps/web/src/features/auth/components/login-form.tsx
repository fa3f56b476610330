import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { LoginForm as LoginValues } from '@zaplecze/contract/auth/auth';
import { LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { checkLoginForm, maxLoginAttempts as maxAttempts, type LoginField } from '../login-check';
import { SubmitButton } from './submit-button';

const TwoFactorStep = lazy(() => import('./two-factor-step'));

interface LoginFailure {
  message: string;
  locked: boolean;
}

/**
 * Two fields checked in plain code with the contract's messages (login-check.ts): neither zod nor a form library
 * loads on the login route (docs/decisions/login-bundle.md). As react-hook-form's `onTouched`: a field's message
 * shows once it was left (or on submit) and then follows every keystroke.
 */
function useLoginFields() {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ username: false, password: false });
  const { data, messages } = checkLoginForm(values);
  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: touched[name] ? messages[name] : undefined,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  const touchAll = () => setTouched({ username: true, password: true });
  return { field, touchAll, parsed: data };
}

/**
 * The login form of spec 000 §2.3/§4. `externalError` is a message handed over by another page
 * (for example an expired session); while it is set the failed-attempt hint stays hidden.
 */
export function LoginForm({ externalError }: { externalError?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogin();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const { field, touchAll, parsed } = useLoginFields();
  const loading = mutation.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const values = parsed;
    if (!values) return;
    setFailure(null);
    try {
      const outcome = await mutation.submit(values);
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
  };

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
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.title')}>
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
          {...field('username')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          withAsterisk
          disabled={loading}
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <SubmitButton
          loading={loading}
          disabled={!parsed}
          label={t('auth.login.submit')}
          loadingLabel={t('auth.login.submitting')}
        />
      </Stack>
    </form>
  );
}
