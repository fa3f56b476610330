import { IconAdjustments, IconBox, IconRefresh, IconShoppingCart } from '@tabler/icons-react';
import { RoutedTabsPage } from '../../../components/admin-page/routed-tabs-page';
import '../translations';
import './translations';

const tabs = [
  { value: 'general', icon: IconAdjustments },
  { value: 'orders', icon: IconShoppingCart },
  { value: 'products', icon: IconBox },
  { value: 'sync', icon: IconRefresh },
] as const;

/** /dashboard/integrations/edit/shopify/{tab}: the connection's settings, a tab per sub-route; administrators only. */
export function Component() {
  return (
    <RoutedTabsPage
      basePath="/dashboard/integrations/edit/shopify"
      tabs={tabs}
      keyPrefix="shopify"
      access="admin"
    />
  );
}
