import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genericMessages } from '@zaplecze/contract/errors';
import { missingPermissionMessage, type Permission } from '@zaplecze/contract/permissions';
import { roleMessages } from '@zaplecze/contract/roles';
import { AppError } from '../errors';
import { getUserAccess, type UserAccess } from '../modules/roles/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's role, loaded once per request by `loadAccess` (and the guards below). */
    access: UserAccess | null;
  }
  interface FastifyInstance {
    /** preHandler after `requireAuth`: 403 with the Polish name of the missing permission. */
    requirePermission(permission: Permission): (request: FastifyRequest) => Promise<void>;
    /** preHandler after `requireAuth` for account administration (users, roles, company data, history). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** The caller's access, read from the database at most once per request. */
export async function loadAccess(app: FastifyInstance, request: FastifyRequest): Promise<UserAccess> {
  if (!request.access) {
    const found = await getUserAccess(app.deps.database.db, request.auth.userId, request.auth.accountId);
    // A user deactivated while holding a token loses access at once, not when the token expires.
    if (!found) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
    request.access = found;
  }
  return request.access;
}

export const permissionsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('access', null);

  app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
    const access = await loadAccess(app, request);
    if (!access.permissions.includes(permission)) {
      throw new AppError('FORBIDDEN', missingPermissionMessage(permission));
    }
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const access = await loadAccess(app, request);
    if (!access.isAdmin) throw new AppError('FORBIDDEN', roleMessages.adminRequired);
  });
});
