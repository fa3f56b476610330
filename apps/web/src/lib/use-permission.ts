import type { Permission } from '@zaplecze/contract/roles/permissions';
import { useSession, type SessionUser } from './session';

/** A module permission such as 'oms.read', or 'admin' for account administration (users, roles, history). */
export type Access = Permission | 'admin';

function isAdmin(user: SessionUser): boolean {
  const role = user.role as { isAdmin?: unknown } | undefined;
  return role?.isAdmin === true;
}

/** Whether the signed-in user's role grants `access`, as `GET /api/auth/me` reports it. */
export function hasAccess(user: SessionUser, access: Access): boolean {
  if (access === 'admin') return isAdmin(user);
  const permissions = Array.isArray(user.permissions) ? (user.permissions as string[]) : [];
  return isAdmin(user) || permissions.includes(access);
}

/** False while signed out; the UI hides or disables what this returns false for. */
export function usePermission(access: Access): boolean {
  const session = useSession();
  return session.status === 'authenticated' && hasAccess(session.user, access);
}
