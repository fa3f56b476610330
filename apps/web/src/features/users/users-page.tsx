import { IconHistory, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { RoutedTabsPage } from '../../components/admin-page/routed-tabs-page';
import './translations';

const tabs = [
  { value: 'users', icon: IconUsers },
  { value: 'roles', icon: IconShieldLock },
  { value: 'history', icon: IconHistory },
] as const;

/** /dashboard/employee-accounts/*: one page, a tab per sub-route; administrators only. */
export function Component() {
  return (
    <RoutedTabsPage
      basePath="/dashboard/employee-accounts"
      tabs={tabs}
      keyPrefix="employeeAccounts"
      access="admin"
    />
  );
}
