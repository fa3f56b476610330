import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermission, type Access } from '../../lib/use-permission';
import { NoAccessState } from './no-access-state';

export interface RoutedTab {
  value: string;
  icon: Icon;
}

interface Props {
  /** The page's route; each tab is `${basePath}/${tab.value}`, the first tab the default. */
  basePath: string;
  tabs: readonly RoutedTab[];
  /** The page's texts: `title`, `subtitle`, `tabs.<value>` and (with `access`) `noAccess.{title,text,back}`. */
  keyPrefix: string;
  /** Who may see the page; the others get the no-access state. Without it every tab checks its own access. */
  access?: Access;
}

/** A page of one area with a tab per sub-route (spec 000's `{tab}` routes), the tab's route below. */
export function RoutedTabsPage({ basePath, tabs, keyPrefix, access }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A hook runs on every render; without `access` its answer is not used.
  const permitted = usePermission(access ?? 'admin');
  const current = tabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? tabs[0]!.value;
  if (access !== undefined && !permitted) return <NoAccessState keyPrefix={`${keyPrefix}.noAccess`} />;
  return (
    // The bottom room keeps the last buttons clear of the fixed development panel.
    <Stack gap="md" pb="5rem">
      <div>
        <Title order={1} size="h2">
          {t(`${keyPrefix}.title`)}
        </Title>
        <Text c="gray.7">{t(`${keyPrefix}.subtitle`)}</Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`${basePath}/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {t(`${keyPrefix}.tabs.${tab.value}`)}
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
