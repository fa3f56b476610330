import {
  IconBuildingWarehouse,
  IconMapPin,
  IconPackages,
  IconPercentage,
  IconReceipt,
} from '@tabler/icons-react';
import { RoutedTabsPage } from '../../components/admin-page/routed-tabs-page';
import './translations';

/** The sub-pages of /dashboard/magazine-configuration (spec 002 §2), in the spec's order. */
const configurationTabs = [
  { value: 'magazyny', icon: IconBuildingWarehouse },
  { value: 'localization', icon: IconMapPin },
  { value: 'price-lists', icon: IconReceipt },
  { value: 'sets', icon: IconPackages },
  { value: 'vat', icon: IconPercentage },
] as const;

/** 'Konfiguracja magazynu': one page, a tab per sub-route; each tab checks its own access. */
export function Component() {
  return (
    <RoutedTabsPage
      basePath="/dashboard/magazine-configuration"
      tabs={configurationTabs}
      keyPrefix="magazineConfiguration"
    />
  );
}
