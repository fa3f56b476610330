import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { missingPermissionMessage, type Permission } from '@zaplecze/contract/roles/permissions';
import { roleMessages } from '@zaplecze/contract/roles/roles';
import { AppError } from '../errors';
import type { RequestAccess } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after `requireAuth`: 403 with the Polish name of the missing permission. */
    requirePermission(permission: Permission): (request: FastifyRequest) => Promise<void>;
    /** preHandler after `requireAuth` for account administration (users, roles, company data, history). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** The caller's access as `requireAuth` loaded it; no query of its own. */
function accessOf(request: FastifyRequest): RequestAccess {
  // A user deactivated while holding a token loses access at once, not when the token expires.
  if (!request.access) throw new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
  return request.access;
}

export const permissionsPlugin = fp(async (app: FastifyInstance) => {
  // The guard carries its permission, so the auth plugin's onRoute hook can tell which routes API
  // keys may call and the public OpenAPI document can name what each needs.
  app.decorate('requirePermission', (permission: Permission) =>
    Object.assign(
      async (request: FastifyRequest) => {
        if (!accessOf(request).permissions.includes(permission)) {
          throw new AppError('FORBIDDEN', missingPermissionMessage(permission));
        }
      },
      { permission },
    ),
  );

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!accessOf(request).isAdmin) throw new AppError('FORBIDDEN', roleMessages.adminRequired);
  });
});
