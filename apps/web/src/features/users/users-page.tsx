import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHistory, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../lib/use-permission';
import { NoAccessState } from './components/no-access-state';
import './translations';

const tabs = [
  { value: 'users', icon: IconUsers },
  { value: 'roles', icon: IconShieldLock },
  { value: 'history', icon: IconHistory },
] as const;

/** /dashboard/employee-accounts/*: one page, a tab per sub-route; administrators only. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = usePermission('admin');
  const current = tabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'users';
  if (!allowed) return <NoAccessState />;
  return (
    // The bottom room keeps the last buttons clear of the fixed development panel.
    <Stack gap="md" pb="5rem">
      <div>
        <Title order={1} size="h2">
          {t('employeeAccounts.title')}
        </Title>
        <Text c="gray.7">{t('employeeAccounts.subtitle')}</Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/dashboard/employee-accounts/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {t(`employeeAccounts.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.value === current && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
