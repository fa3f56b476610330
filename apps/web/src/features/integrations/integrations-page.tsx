import { IconApi, IconApps, IconWebhook } from '@tabler/icons-react';
import { RoutedTabsPage } from '../../components/admin-page/routed-tabs-page';
import './translations';

/** The tabs of spec 000's `dashboard integrations/{tab}` route; `available` is the default. */
export const integrationTabs = [
  { value: 'available', icon: IconApps },
  { value: 'api', icon: IconApi },
  { value: 'webhooks', icon: IconWebhook },
] as const;

/** /dashboard/integrations/*: one page, a tab per sub-route; administrators only. */
export function Component() {
  return (
    <RoutedTabsPage
      basePath="/dashboard/integrations"
      tabs={integrationTabs}
      keyPrefix="integrations"
      access="admin"
    />
  );
}
