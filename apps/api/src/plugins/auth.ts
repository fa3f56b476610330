import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyMessages } from '@zaplecze/contract/api-keys/api-keys';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import { AppError } from '../errors';

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
  client: { ip: string },
) => Promise<{ claims: AuthContext; access: RequestAccess | null }>;

/** An operation an API key may call: a route guarded by `requirePermission`, and its permission. */
export interface KeyOperation {
  method: string;
  url: string;
  permission: Permission;
}

export interface AuthPluginOptions {
  authenticate: Authenticate;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route's `requirePermission` guard needs; set at registration (onRoute). */
    permission?: Permission;
  }
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
    /** Every route an API key may call (the permission-guarded ones): the public OpenAPI lists them. */
    keyOperations: KeyOperation[];
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
  app.decorate('keyOperations', [] as KeyOperation[]);
  // A route whose preHandler is a `requirePermission` guard carries its permission in its config.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat() as { permission?: Permission }[];
    const permission = handlers.find((handler) => handler.permission)?.permission;
    if (!permission) return;
    route.config = { ...route.config, permission };
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.keyOperations.push({ method, url: route.url, permission });
  });
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const { claims, access } = await authenticate(bearerOf(request), !readMethods.has(request.method), {
      ip: request.ip,
    });
    request.auth = claims;
    request.access = access;
    // A key reaches only the operations a permission guards: never account administration
    // (users, roles, history, company data) nor what belongs to a person's session. The refusal
    // comes after the caller is known, so the event log still records the key's call.
    if (claims.apiKey && !request.routeOptions.config.permission) {
      throw new AppError('FORBIDDEN', apiKeyMessages.sessionOnly);
    }
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
