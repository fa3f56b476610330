import { Stack, Tabs, Title } from '@mantine/core';
import { IconCalendarTime, IconFileExport, IconFileImport, IconListDetails } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

const tabs = [
  { value: 'import', label: 'Import', icon: IconFileImport },
  { value: 'schedule', label: 'Harmonogram', icon: IconCalendarTime },
  { value: 'logs', label: 'Logi', icon: IconListDetails },
  { value: 'export', label: 'Eksport', icon: IconFileExport },
] as const;

/** /dashboard/products-import-export/*: import (default), schedule, logs, export (spec 002 §1). */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'import';
  usePageTitle('Import i eksport produktów');
  return (
    <Stack gap="md" pb="5rem">
      <Title order={1} size="h2">
        Import i eksport produktów
      </Title>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/dashboard/products-import-export/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {tab.label}
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
