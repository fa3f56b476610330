import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconApi, IconApps, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../lib/use-permission';
import { NoAccessState } from './components/no-access-state';
import './translations';

/** The tabs of spec 000's `dashboard integrations/{tab}` route; `available` is the default. */
export const integrationTabs = [
  { value: 'available', icon: IconApps },
  { value: 'api', icon: IconApi },
  { value: 'webhooks', icon: IconWebhook },
] as const;

/** /dashboard/integrations/*: one page, a tab per sub-route; administrators only. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = usePermission('admin');
  const current = integrationTabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'available';
  if (!allowed) return <NoAccessState />;
  return (
    <Stack gap="md" pb="5rem">
      <div>
        <Title order={1} size="h2">
          {t('integrations.title')}
        </Title>
        <Text c="gray.7">{t('integrations.subtitle')}</Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/dashboard/integrations/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {integrationTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {t(`integrations.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {integrationTabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.value === current && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
