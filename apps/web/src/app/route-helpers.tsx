import { Navigate, type RouteObject } from 'react-router';

/**
 * A pathless layout giving its children the query cache; lazy, so the login route does not load TanStack Query
 * (docs/decisions/login-bundle.md).
 */
export const queryLayout = () => import('./query-client').then(({ Component }) => ({ Component }));

export function redirect(path: string | undefined, to: string): RouteObject {
  return { ...(path === undefined ? { index: true } : { path }), element: <Navigate to={to} replace /> };
}
