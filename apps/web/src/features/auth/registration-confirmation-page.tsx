import { Anchor, Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Trans } from '../../lib/i18n-trans';
import { Link, useSearchParams } from 'react-router';
import { AuthHeader } from './components/auth-header';
import { usePageTitle } from '../../lib/use-page-title';
import './page-translations';

/** /auth/registration-confirmation?email=… (spec 000 §2.8). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.registrationConfirmation.pageTitle'));
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const steps = t('auth.registrationConfirmation.steps', { returnObjects: true }) as string[];
  return (
    <Stack gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <AuthHeader title={t('auth.registrationConfirmation.title')} />
      <Text data-testid="registration-email">
        {email ? (
          <Trans
            i18nKey="auth.registrationConfirmation.text"
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        ) : (
          t('auth.registrationConfirmation.textNoEmail')
        )}
      </Text>
      <div>
        <Title order={2} size="h5" mb="xs">
          {t('auth.registrationConfirmation.nextSteps')}
        </Title>
        <List type="ordered" spacing="xs" size="sm" c="gray.8">
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </div>
      <Button component={Link} to="/auth/login" fullWidth mt="sm">
        {t('auth.registrationConfirmation.login')}
      </Button>
      <Anchor component={Link} to="/auth/start" size="sm" ta="center">
        {t('auth.backToHome')}
      </Anchor>
    </Stack>
  );
}
