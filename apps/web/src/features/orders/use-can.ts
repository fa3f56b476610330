import type { Permission } from '@zaplecze/contract/roles/permissions';
import { useSession } from '../../lib/session';

/**
 * Whether the signed-in role grants `permission`. A session without a permissions list (older
 * tokens) is treated as allowed; the server enforces the rule anyway.
 */
export function useCan(permission: Permission): boolean {
  const session = useSession();
  if (session.status !== 'authenticated') return false;
  const granted = session.user.permissions;
  return !Array.isArray(granted) || granted.includes(permission);
}
