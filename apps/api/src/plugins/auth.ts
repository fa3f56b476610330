import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@zaplecze/contract/roles/permissions';

/** Who is calling: set by `requireAuth`, read by every protected handler for tenancy. */
export interface AuthContext {
  userId: string;
  accountId: string;
  sessionId: string;
  /** Set when the caller is a program with an API key (issue 23), not a person with a session. */
  apiKey?: ApiKeyPrincipal;
}

/** The integration behind an API key: its quotas and the event log are counted per key. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  /** The key's own quota; null uses the account's default. */
  requestsPerMinute: number | null;
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
    /** Set by `requireAuth`, the hook of the authenticated scope; reading it on a public route is a bug. */
    auth: AuthContext;
    /**
     * The caller's role and permissions, loaded by `requireAuth` in the same query as the session;
     * null for a user deactivated while holding a token. Read by `requirePermission`/`requireAdmin`.
     */
    access: RequestAccess | null;
  }
  interface FastifyInstance {
    /**
     * The one hook of the authenticated scope (`authenticatedScope`): 401 without a live session,
     * 402 for writes of a read-only account. Routes never list it themselves.
     */
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
 * The authentication check as a decorator; `authenticatedScope` runs it as the onRequest hook of
 * every route registered inside it, before the route's own permission guard (`requirePermission`).
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

/**
 * One encapsulated scope whose every route is authenticated: `requireAuth` as its onRequest hook,
 * so a caller without a session gets 401 before the body is parsed, before the input guard and
 * validation (400) and before the route's own preHandler permission guard (403). A public route is
 * registered outside it, in `app.ts`. See docs/decisions/auth-scope.md.
 */
export function authenticatedScope(plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', scope.requireAuth);
    // API keys' quotas (429), counted only once the caller is known; see docs/decisions/api-quotas.md.
    scope.addHook('onRequest', scope.enforceApiQuota);
    for (const plugin of plugins) await scope.register(plugin);
  };
}

/** OpenAPI marker for routes behind `requireAuth`. */
export const bearerSecurity = [{ bearerAuth: [] }];
