import { Anchor, Divider, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { AuthHeader } from './components/auth-header';
import { LoginForm } from './components/login-form';
import { usePageTitle } from '../../lib/use-page-title';
import './translations';

/** /auth and /auth/login (spec 000 §2.3). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const location = useLocation();
  const externalError = (location.state as { message?: string } | null)?.message;
  return (
    <>
      <AuthHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <LoginForm externalError={externalError} />
      <Divider my="lg" />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/auth/start" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('auth.login.back')}
          </Group>
        </Anchor>
        <Text size="sm" c="gray.7">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/auth/register" fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </Text>
      </Group>
    </>
  );
}
