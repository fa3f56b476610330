import { Stack } from '@mantine/core';
import { Outlet, type RouteObject } from 'react-router';
import { LoadingState } from '../components/page-states';
import { RequireAuth, RequireGuest } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { queryLayout, redirect } from './route-helpers';
import { authRoutes } from './auth-routes';

/** The signed-in shell is its own chunk: the login route does not pay for it. */
const dashboardLayout = () => import('./layouts/dashboard-layout');

const dashboardRoutes: RouteObject[] = [
  redirect(undefined, '/dashboard/summary'),
  { path: 'summary', lazy: () => import('../features/pulpit/pulpit-page') },
  {
    path: 'employee-accounts',
    lazy: () => import('../features/users/users-page'),
    children: [
      redirect(undefined, '/dashboard/employee-accounts/users'),
      { path: 'users', lazy: () => import('../features/users/users-tab') },
      { path: 'roles', lazy: () => import('../features/users/roles-tab') },
      { path: 'history', lazy: () => import('../features/users/history-tab') },
      redirect('*', '/dashboard/employee-accounts/users'),
    ],
  },
  { path: 'orders', lazy: () => import('../features/orders/orders-page') },
  {
    path: 'orders/:id',
    // The files feature's documents card plugs into the order page here (features do not import each other).
    lazy: async () => {
      const [page, files] = await Promise.all([
        import('../features/order-details/order-details-page'),
        import('../features/files/components/order-files-card'),
      ]);
      return {
        Component: function OrderDetailsRoute() {
          return (
            <page.Component
              extraCards={(order, { canEdit, reload }) => (
                <files.OrderFilesCard order={order} canEdit={canEdit} onChanged={reload} />
              )}
            />
          );
        },
      };
    },
  },
  redirect('orders-settings', '/dashboard/orders-settings/statuses'),
  { path: 'orders-settings/statuses', lazy: () => import('../features/order-statuses/statuses-page') },
  {
    path: 'orders-import-export',
    lazy: () => import('../features/orders-import-export/orders-import-export-page'),
    children: [
      redirect(undefined, '/dashboard/orders-import-export/import'),
      { path: 'import', lazy: () => import('../features/orders-import-export/import-tab') },
      { path: 'export', lazy: () => import('../features/orders-import-export/export-tab') },
      redirect('*', '/dashboard/orders-import-export/import'),
    ],
  },
  { path: 'products', lazy: () => import('../features/products/list/products-page') },
  { path: 'products/new', lazy: () => import('./product-editor-route') },
  { path: 'products/:id', lazy: () => import('./product-editor-route') },
  { path: 'products/:id/:tab', lazy: () => import('./product-editor-route') },
  {
    path: 'products-import-export',
    lazy: () => import('../features/product-import/product-import-page'),
    children: [
      redirect(undefined, '/dashboard/products-import-export/import'),
      { path: 'import', lazy: () => import('../features/product-import/import-tab') },
      { path: 'schedule', lazy: () => import('../features/product-import/schedule-tab') },
      { path: 'logs', lazy: () => import('../features/product-import/logs-tab') },
      { path: 'export', lazy: () => import('../features/product-import/export-tab') },
      redirect('*', '/dashboard/products-import-export/import'),
    ],
  },
  {
    path: 'magazine-configuration',
    lazy: () => import('../features/warehouses/warehouses-layout'),
    children: [
      redirect(undefined, '/dashboard/magazine-configuration/magazyny'),
      {
        path: 'magazyny',
        lazy: () => import('../features/warehouses/warehouses/warehouses-page'),
      },
      {
        path: 'localization',
        lazy: () => import('../features/warehouses/locations/locations-page'),
      },
      {
        path: 'price-lists',
        lazy: () => import('../features/warehouses/price-lists/price-lists-page'),
      },
      { path: 'sets', lazy: () => import('../features/warehouses/sets/sets-page') },
      { path: 'vat', lazy: () => import('../features/warehouses/vat/vat-page') },
      redirect('*', '/dashboard/magazine-configuration/magazyny'),
    ],
  },
  {
    path: 'product-settings',
    lazy: () => import('../features/product-settings/product-settings-layout'),
    children: [
      redirect(undefined, '/dashboard/product-settings/main-category'),
      {
        path: 'main-category',
        lazy: () => import('../features/product-settings/main-category/main-category-page'),
      },
      { path: 'suppliers', lazy: () => import('../features/product-settings/suppliers/suppliers-page') },
      {
        path: 'parameters-brand',
        // The parameters and parameter-group tabs of another feature plug in through `extraTabs`.
        lazy: async () => {
          const [page, tabs] = await Promise.all([
            import('../features/product-settings/parameters-brand/parameters-brand-page'),
            import('../features/product-parameters/parameter-tabs'),
          ]);
          return {
            Component: function ParametersBrandRoute() {
              return <page.ParametersBrandPage extraTabs={tabs.useParameterTabs()} />;
            },
          };
        },
      },
      { path: 'gpsr-templates', lazy: () => import('../features/product-settings/gpsr/gpsr-page') },
      { path: 'auto-categories', lazy: () => import('../features/auto-categories/auto-categories-page') },
      { path: 'custom-fields', lazy: () => import('../features/custom-fields/custom-fields-page') },
      { path: 'sku-generator', lazy: () => import('../features/sku-generator/sku-generator-page') },
      redirect('*', '/dashboard/product-settings/main-category'),
    ],
  },
  { path: 'files-management', lazy: () => import('../features/files/files-page') },
  { path: 'returns', lazy: () => import('../features/returns/returns-page') },
  { path: 'logs', lazy: () => import('../features/event-log/event-log-page') },
  { path: 'support', lazy: () => import('../features/support/support-page') },
  { path: 'favorites', lazy: () => import('../features/favorites/favorites-page') },
  {
    path: 'integrations/settings/dpd',
    lazy: () => import('../features/integrations/dpd/dpd-settings-page'),
  },
  {
    path: 'integrations/settings/shopify',
    lazy: () => import('../features/integrations/shopify/connect-page'),
  },
  {
    path: 'integrations/edit/shopify',
    lazy: () => import('../features/integrations/shopify/edit-page'),
    children: [
      redirect(undefined, '/dashboard/integrations/edit/shopify/general'),
      { path: 'general', lazy: () => import('../features/integrations/shopify/general-tab') },
      { path: 'orders', lazy: () => import('../features/integrations/shopify/orders-tab') },
      { path: 'products', lazy: () => import('../features/integrations/shopify/products-tab') },
      { path: 'sync', lazy: () => import('../features/integrations/shopify/sync-tab') },
      redirect('*', '/dashboard/integrations/edit/shopify/general'),
    ],
  },
  {
    path: 'integrations',
    lazy: () => import('../features/integrations/integrations-page'),
    children: [
      redirect(undefined, '/dashboard/integrations/available'),
      { path: 'available', lazy: () => import('../features/integrations/available-tab') },
      { path: 'api', lazy: () => import('../features/integrations/api-tab') },
      { path: 'webhooks', lazy: () => import('../features/integrations/webhooks/webhooks-tab') },
      redirect('*', '/dashboard/integrations/available'),
    ],
  },
  redirect('*', '/dashboard/summary'),
];

const settingsRoutes: RouteObject[] = [
  redirect(undefined, '/settings/general'),
  {
    path: 'general',
    // Features do not import each other, so the route puts the own-2FA card under the settings page.
    lazy: async () => {
      const [settings, twoFactor] = await Promise.all([
        import('../features/settings/general-settings-page'),
        import('../features/two-factor/components/two-factor-card'),
      ]);
      return {
        Component: () => (
          <Stack gap="lg" maw={1200}>
            <settings.Component />
            <twoFactor.TwoFactorCard />
          </Stack>
        ),
      };
    },
  },
  { path: 'plans', lazy: () => import('../features/plans/plans-page') },
  redirect('*', '/settings/general'),
];

/** The route table of spec 000 §2.1. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <LoadingState />,
    children: [
      redirect('/', '/auth'),
      {
        path: '/auth',
        element: (
          <RequireGuest>
            <AuthLayout />
          </RequireGuest>
        ),
        children: authRoutes,
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ lazy: queryLayout, children: [{ lazy: dashboardLayout, children: dashboardRoutes }] }],
      },
      {
        path: '/settings',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ lazy: queryLayout, children: [{ lazy: dashboardLayout, children: settingsRoutes }] }],
      },
      { path: '/shared-files/:token', lazy: () => import('../features/shared-files/shared-files-page') },
      { path: '/not-found', lazy: () => import('../pages/not-found-page') },
      redirect('*', '/not-found'),
    ],
  },
];
