import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@zaplecze/contract/roles/permissions';

/** Who is calling: set by `requireAuth`, read by every protected handler for tenancy. */
export interface AuthContext {
  userId: string;
  accountId: string;
  sessionId: string;
}

/** What the guards need of the caller's role; the roles module's `UserAccess` is one. */
export interface RequestAccess {
  isAdmin: boolean;
  permissions: Permission[];
}

/**
 * Checks the bearer token and its session: given by the auth module when the app registers this
 * plugin, so plugins never import a module (the module depends on the plugin, not the reverse).
 */
export type Authenticate = (
  bearer: string | undefined,
  mutating: boolean,
) => Promise<{ claims: AuthContext; access: RequestAccess | null }>;

export interface AuthPluginOptions {
  authenticate: Authenticate;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Only set after the `requireAuth` preHandler; reading it on an unguarded route is a bug. */
    auth: AuthContext;
    /**
     * The caller's role and permissions, loaded by `requireAuth` in the same query as the session;
     * null for a user deactivated while holding a token. Read by `requirePermission`/`requireAdmin`.
     */
    access: RequestAccess | null;
  }
  interface FastifyInstance {
    /** preHandler of every protected route: 401 without a live session, 402 for writes of a read-only account. */
    requireAuth(request: FastifyRequest): Promise<void>;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * The authentication hook as a decorator, so routes opt in with `preHandler: app.requireAuth`;
 * permission checks (a `requirePermission(module, level)` beside it) compose after it.
 */
export const authPlugin = fp(async (app: FastifyInstance, { authenticate }: AuthPluginOptions) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('access', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const { claims, access } = await authenticate(bearerOf(request), !readMethods.has(request.method));
    request.auth = claims;
    request.access = access;
  });
});

/** OpenAPI marker for routes behind `requireAuth`. */
export const bearerSecurity = [{ bearerAuth: [] }];
