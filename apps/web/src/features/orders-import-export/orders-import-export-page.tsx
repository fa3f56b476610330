import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { RoutedTabsPage } from '../../components/admin-page/routed-tabs-page';
import './translations';

/** The tabs of `dashboard orders-import-export/{tab}`; `import` is the default (spec 000). */
export const ordersImportExportTabs = [
  { value: 'import', icon: IconFileImport },
  { value: 'export', icon: IconFileExport },
] as const;

/** /dashboard/orders-import-export/*: one page, a tab per sub-route; for those who read orders. */
export function Component() {
  return (
    <RoutedTabsPage
      basePath="/dashboard/orders-import-export"
      tabs={ordersImportExportTabs}
      keyPrefix="ordersImportExport"
      access="oms.read"
    />
  );
}
