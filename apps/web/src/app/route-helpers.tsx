import { Navigate, useParams, type RouteObject } from 'react-router';

/**
 * A pathless layout giving its children the query cache; lazy, so the login route does not load TanStack Query
 * (docs/decisions/login-bundle.md).
 */
export const queryLayout = () => import('./query-client').then(({ Component }) => ({ Component }));

/** A lazily loaded "w przygotowaniu" page for an area that a later release fills. */
export function placeholder(path: string | undefined, nameKey: string): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    lazy: async () => {
      const { PlaceholderPage } = await import('../components/placeholder-page');
      return { Component: () => <PlaceholderPage nameKey={nameKey} /> };
    },
  };
}

export function redirect(path: string | undefined, to: string): RouteObject {
  return { ...(path === undefined ? { index: true } : { path }), element: <Navigate to={to} replace /> };
}

/** A page with sub-pages named in the URL (`.../:tab`); an unknown tab goes to the default one. */
export function tabbedPlaceholder(base: string, tabs: readonly string[], nameKey: string): RouteObject[] {
  function TabGuard() {
    const { tab } = useParams();
    if (!tab || !tabs.includes(tab)) return <Navigate to={`/dashboard/${base}/${tabs[0]}`} replace />;
    return null;
  }
  return [
    redirect(base, `/dashboard/${base}/${tabs[0]}`),
    ...tabs.map((tab) => placeholder(`${base}/${tab}`, nameKey)),
    { path: `${base}/:tab`, Component: TabGuard },
  ];
}
