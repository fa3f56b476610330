import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthHeader } from './components/auth-header';
import { ConfirmResetForm } from './components/confirm-reset-form';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import './contract-translations';
import './page-translations';

const redirectDelayMs = 3000;

/** /auth/confirm-reset-password?token=… (spec 000 §2.7): success shows a message, then goes to login. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.confirmResetPassword.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/auth/login', { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSuccess = () => {
    notify('green', t('auth.confirmResetPassword.resetSuccess'));
    setDone(true);
  };

  return (
    <>
      <AuthHeader
        title={t('auth.confirmResetPassword.title')}
        subtitle={done ? undefined : t('auth.confirmResetPassword.subtitle')}
      />
      {done ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck />} role="status" data-testid="reset-success">
            <Text size="sm">{t('auth.confirmResetPassword.resetSuccess')}</Text>
            <Text size="sm">{t('auth.confirmResetPassword.redirecting')}</Text>
          </Alert>
          <Button component={Link} to="/auth/login" replace fullWidth>
            {t('auth.resetSent.login')}
          </Button>
        </Stack>
      ) : (
        <ConfirmResetForm initialToken={params.get('token') ?? ''} onSuccess={onSuccess} />
      )}
      {!done && (
        <Anchor component={Link} to="/auth/login" size="sm" mt="lg" display="inline-block">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('auth.confirmResetPassword.backToLogin')}
        </Anchor>
      )}
    </>
  );
}
