import { Anchor, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import { IconChevronRight, IconLogin, IconUserPlus, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { AuthHeader } from './components/auth-header';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './auth-start-page.module.css';
import './page-translations';

function Choice({
  to,
  icon: ChoiceIcon,
  title,
  hint,
}: {
  to: string;
  icon: Icon;
  title: string;
  hint: string;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.choice}>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <ChoiceIcon size={24} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
        </div>
        <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
      </Group>
    </UnstyledButton>
  );
}

/** The authentication home (spec 000 §2.2): log in, create an account, or ask support. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.start.pageTitle'));
  return (
    <>
      <AuthHeader title={t('auth.start.title')} subtitle={t('auth.start.subtitle')} />
      <Stack gap="sm">
        <Choice
          to="/auth/login"
          icon={IconLogin}
          title={t('auth.start.login')}
          hint={t('auth.start.loginHint')}
        />
        <Choice
          to="/auth/register"
          icon={IconUserPlus}
          title={t('auth.start.register')}
          hint={t('auth.start.registerHint')}
        />
      </Stack>
      <Text size="sm" c="gray.7" ta="center" mt="xl">
        {t('auth.start.supportQuestion')}{' '}
        <Anchor component={Link} to="/auth/support" fw={600}>
          {t('auth.start.support')}
        </Anchor>
      </Text>
    </>
  );
}
