import {
  IconAdjustments,
  IconArrowBackUp,
  IconBuildingWarehouse,
  IconCreditCard,
  IconFileImport,
  IconFiles,
  IconHelp,
  IconLayoutDashboard,
  IconListDetails,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconSettings,
  IconStar,
  IconTags,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Access } from '../../lib/use-permission';

export interface NavItem {
  labelKey: string;
  to: string;
  icon: Icon;
  /** What the role needs to see the item; items without one are for every signed-in user. */
  permission?: Access;
}

export interface NavSection {
  labelKey?: string;
  items: NavItem[];
}

export const navSections: NavSection[] = [
  { items: [{ labelKey: 'nav.summary', to: '/dashboard/summary', icon: IconLayoutDashboard }] },
  {
    labelKey: 'nav.sectionSales',
    items: [
      { labelKey: 'nav.orders', to: '/dashboard/orders', icon: IconReceipt, permission: 'oms.read' },
      {
        labelKey: 'nav.orderStatuses',
        to: '/dashboard/orders-settings/statuses',
        icon: IconListDetails,
        permission: 'oms.read',
      },
      { labelKey: 'nav.returns', to: '/dashboard/returns', icon: IconArrowBackUp, permission: 'oms.read' },
      { labelKey: 'nav.integrations', to: '/dashboard/integrations/available', icon: IconPlugConnected },
    ],
  },
  {
    labelKey: 'nav.sectionCatalog',
    items: [
      { labelKey: 'nav.products', to: '/dashboard/products', icon: IconPackage, permission: 'pim.read' },
      {
        labelKey: 'nav.productsImportExport',
        to: '/dashboard/products-import-export/import',
        icon: IconFileImport,
        permission: 'pim.read',
      },
      {
        labelKey: 'nav.productSettings',
        to: '/dashboard/product-settings/main-category',
        icon: IconTags,
        permission: 'pim.read',
      },
      {
        labelKey: 'nav.magazine',
        to: '/dashboard/magazine-configuration/magazyny',
        icon: IconBuildingWarehouse,
        permission: 'wms.read',
      },
      { labelKey: 'nav.files', to: '/dashboard/files-management', icon: IconFiles, permission: 'files.read' },
    ],
  },
  {
    labelKey: 'nav.sectionCompany',
    items: [
      {
        labelKey: 'nav.employees',
        to: '/dashboard/employee-accounts/users',
        icon: IconUsers,
        permission: 'admin',
      },
      { labelKey: 'nav.logs', to: '/dashboard/logs', icon: IconAdjustments, permission: 'admin' },
      { labelKey: 'nav.favorites', to: '/dashboard/favorites', icon: IconStar },
      { labelKey: 'nav.settings', to: '/settings/general', icon: IconSettings },
      { labelKey: 'nav.plans', to: '/settings/plans', icon: IconCreditCard },
      { labelKey: 'nav.support', to: '/dashboard/support', icon: IconHelp },
    ],
  },
];
