import { Card, List, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconHistory, IconKey, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

const items = [
  { key: 'password', icon: IconKey },
  { key: 'twoFactor', icon: IconShieldCheck },
  { key: 'idle', icon: IconClockHour4 },
  { key: 'audit', icon: IconHistory },
] as const;

/** The security-policies panel of spec 001 §2.1 (shown with the users_roles flag). */
export function SecurityPolicies() {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="aside"
      aria-labelledby="security-policies-title"
      bg="gray.0"
    >
      <Title order={2} size="h5" mb="xs" id="security-policies-title">
        {t('employeeAccounts.security.title')}
      </Title>
      <List spacing={6} size="sm">
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                <item.icon size={14} />
              </ThemeIcon>
            }
          >
            {t(`employeeAccounts.security.${item.key}`)}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
