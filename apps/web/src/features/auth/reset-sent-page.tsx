import { Anchor, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Trans } from '../../lib/i18n-trans';
import { Link, useSearchParams } from 'react-router';
import { AuthHeader } from './components/auth-header';
import { usePageTitle } from '../../lib/use-page-title';
import './page-translations';

/** /auth/reset-sent?email=… (spec 000 §2.6). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetSent.pageTitle'));
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <Stack gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <AuthHeader title={t('auth.resetSent.title')} />
      <Text data-testid="reset-sent-email">
        {email ? (
          <Trans i18nKey="auth.resetSent.text" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('auth.resetSent.textNoEmail')
        )}
      </Text>
      <List spacing="xs" size="sm" c="gray.8">
        <List.Item>{t('auth.resetSent.checkInbox')}</List.Item>
        <List.Item>{t('auth.resetSent.checkSpam')}</List.Item>
        <List.Item>
          {t('auth.resetSent.retry')}{' '}
          <Anchor component={Link} to="/auth/forgot-password">
            {t('auth.resetSent.retryLink')}
          </Anchor>
        </List.Item>
      </List>
      <Button component={Link} to="/auth/login" fullWidth mt="sm">
        {t('auth.resetSent.login')}
      </Button>
    </Stack>
  );
}
