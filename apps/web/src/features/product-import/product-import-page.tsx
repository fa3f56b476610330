import { IconCalendarTime, IconFileExport, IconFileImport, IconListDetails } from '@tabler/icons-react';
import { RoutedTabsPage } from '../../components/admin-page/routed-tabs-page';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import './translations';

const tabs = [
  { value: 'import', icon: IconFileImport },
  { value: 'schedule', icon: IconCalendarTime },
  { value: 'logs', icon: IconListDetails },
  { value: 'export', icon: IconFileExport },
] as const;

/** /dashboard/products-import-export/*: import (default), schedule, logs, export (spec 002 §1). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('productImport.title'));
  return (
    <RoutedTabsPage basePath="/dashboard/products-import-export" tabs={tabs} keyPrefix="productImport" />
  );
}
