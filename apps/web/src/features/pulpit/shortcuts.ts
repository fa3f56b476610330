import { IconPackage, IconReceipt, IconSettings, IconUsers, type Icon } from '@tabler/icons-react';
import { addTranslations } from '../../lib/i18n';

addTranslations({
  pl: {
    summary: {
      shortcuts: {
        orders: 'Przeglądaj i obsługuj zamówienia',
        products: 'Katalog, import i eksport',
        employees: 'Konta, role i historia zmian',
        settings: 'Dane firmy i plan abonamentowy',
      },
    },
  },
  en: {
    summary: {
      shortcuts: {
        orders: 'Browse and process orders',
        products: 'Catalogue, import and export',
        employees: 'Accounts, roles and change history',
        settings: 'Company data and subscription plan',
      },
    },
  },
});

export const shortcuts: { labelKey: string; descriptionKey: string; to: string; icon: Icon }[] = [
  {
    labelKey: 'nav.orders',
    descriptionKey: 'summary.shortcuts.orders',
    to: '/dashboard/orders',
    icon: IconReceipt,
  },
  {
    labelKey: 'nav.products',
    descriptionKey: 'summary.shortcuts.products',
    to: '/dashboard/products',
    icon: IconPackage,
  },
  {
    labelKey: 'nav.employees',
    descriptionKey: 'summary.shortcuts.employees',
    to: '/dashboard/employee-accounts/users',
    icon: IconUsers,
  },
  {
    labelKey: 'nav.settings',
    descriptionKey: 'summary.shortcuts.settings',
    to: '/settings/general',
    icon: IconSettings,
  },
];
