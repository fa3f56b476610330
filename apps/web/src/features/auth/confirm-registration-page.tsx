import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useParams } from 'react-router';
import { activateBody } from '@zaplecze/contract/auth/auth';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { LoadingState } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { useActivation } from './api/activate-account';
import { AuthHeader } from './components/auth-header';
import { usePageTitle } from '../../lib/use-page-title';
import './contract-translations';
import './page-translations';

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/auth/start" size="sm" ta="center">
      {t('auth.backToHome')}
    </Anchor>
  );
}

/**
 * /auth/confirm-registration/:userId/:resetToken (spec 000 §2.9): loading, success or error. A link
 * cut short (no token) shows the activation error at once (spec 000 §4), not the 404 page.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.activation.pageTitle'));
  const { userId, resetToken } = useParams();
  const parsed = activateBody.safeParse({ userId, token: resetToken });
  const activation = useActivation(parsed.success ? parsed.data : null);

  if (parsed.success && activation.isPending) {
    return (
      <>
        <AuthHeader title={t('auth.activation.pageTitle')} />
        <LoadingState label={t('auth.activation.loading')} />
      </>
    );
  }

  if (parsed.success && activation.isSuccess) {
    return (
      <Stack gap="md">
        <AuthHeader title={t('auth.activation.successTitle')} />
        <Alert color="teal" icon={<IconCircleCheck />} role="status" data-testid="activation-success">
          {activation.data.message || t('auth.activation.success')}
        </Alert>
        <Button component={Link} to="/auth/login" fullWidth>
          {t('auth.activation.login')}
        </Button>
        <HomeLink />
      </Stack>
    );
  }

  const error = activation.error;
  const message = !parsed.success
    ? t('auth.activation.invalidLink')
    : error instanceof ApiError
      ? error.message
      : genericMessages.internal;
  const hints = t('auth.activation.hints', { returnObjects: true }) as string[];
  return (
    <Stack gap="md">
      <AuthHeader title={t('auth.activation.errorTitle')} />
      <Alert color="red" icon={<IconAlertCircle />} role="alert" data-testid="activation-error">
        {message}
      </Alert>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('auth.activation.hintsTitle')}
        </Text>
        <List size="sm" spacing={4} c="gray.8">
          {hints.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      </div>
      {/* One under the other: side by side in the auth card the labels were cut. */}
      <Stack gap="sm">
        <Button component={Link} to="/auth/register" fullWidth>
          {t('auth.activation.register')}
        </Button>
        <Button component={Link} to="/auth/support" variant="default" fullWidth>
          {t('auth.activation.support')}
        </Button>
      </Stack>
      <HomeLink />
    </Stack>
  );
}
