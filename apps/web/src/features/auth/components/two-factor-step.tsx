import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, addTranslations } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { twoFactorCodeBody } from '@zaplecze/contract/two-factor/two-factor';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { SubmitButton } from './submit-button';

// This step loads only when an account has 2FA on, so its texts travel with it.
addTranslations({
  pl: {
    auth: {
      twoFactor: {
        title: 'Weryfikacja dwuetapowa',
        text: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów odzyskiwania.',
        code: 'Kod weryfikacyjny',
        submit: 'Zweryfikuj',
        submitting: 'Weryfikowanie...',
        back: 'Wróć do logowania',
      },
    },
  },
  en: {
    auth: {
      twoFactor: {
        title: 'Two-step verification',
        text: 'Enter the 6-digit code from your authenticator app or one of your recovery codes.',
        code: 'Verification code',
        submit: 'Verify',
        submitting: 'Verifying...',
        back: 'Back to login',
      },
    },
  },
});

type Values = z.input<typeof twoFactorCodeBody>;

interface Props {
  challengeToken: string;
  /** Back to the password step, e.g. after the challenge expired. */
  onBack(): void;
}

/** The login's second step after `{ twoFactorRequired: true, challengeToken }`. */
export default function TwoFactorStep({ challengeToken, onBack }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLoginTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof twoFactorCodeBody>>({
    resolver: zodResolver(twoFactorCodeBody),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await mutation.submit({ challengeToken, code });
      notify('green', t('auth.login.success'));
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : genericMessages.internal);
      form.resetField('code');
      form.setFocus('code');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="two-factor-step-title">
      <Stack gap="md">
        <div>
          <Text fw={700} size="lg" id="two-factor-step-title">
            {t('auth.twoFactor.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('auth.twoFactor.text')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert" data-testid="two-factor-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.twoFactor.code')}
          autoComplete="one-time-code"
          autoFocus
          withAsterisk
          disabled={mutation.isPending}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton
          loading={mutation.isPending}
          label={t('auth.twoFactor.submit')}
          loadingLabel={t('auth.twoFactor.submitting')}
        />
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('auth.twoFactor.back')}
        </Button>
      </Stack>
    </form>
  );
}
