import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/page-states';
import { useSession } from '../lib/session';

/** Dashboard and settings: signed-in users only; others go to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'anonymous')
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}

/** /auth: signed-out users only; a signed-in user goes to /dashboard. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}
