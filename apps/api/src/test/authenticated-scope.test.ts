import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { createAccount, createUser } from './auth-helpers';
import { useTestApp } from './test-app';

/**
 * Every route a caller without a session may reach. Everything else is registered inside the
 * authenticated scope of `app.ts` (docs/decisions/auth-scope.md); a route added here must be public
 * on purpose.
 */
const publicRoutes = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/system/info',
  'GET /api/system/disk',
  'GET /api/openapi.json',
  'GET /api/public/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'POST /api/Accounts',
  'POST /api/auth/activate',
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/plans',
  'POST /api/billing/webhook',
  'POST /api/shopify/webhooks/:connectionId',
  'GET /api/support/captcha',
  'POST /api/support/tickets',
  'GET /api/dev/outbox',
  'GET /api/files/products/:accountId/:file',
  'GET /api/shared-files/:token',
  'POST /api/shared-files/:token/unlock',
  'GET /api/shared-files/:token/files/:fileId',
];

/** Every `METHOD /path` of the app, read from Fastify's own route tree (hidden routes included). */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the authenticated scope', () => {
  const ctx = useTestApp();

  it('answers 401 to every route but the public ones without a session, even to a broken body', async () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(150);
    // The list above names only routes that exist (a renamed public route must be renamed here).
    for (const route of publicRoutes) expect(routes).toContain(route);

    const open: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      if (method === 'OPTIONS' || publicRoutes.includes(route.replace(/^HEAD /, 'GET '))) continue;
      const url = path.replace(/:[A-Za-z]+/g, '22222222-2222-4222-8222-222222222222').replace('*', 'x');
      const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        ...(withBody ? { payload: '{"broken": ', headers: { 'content-type': 'application/json' } } : {}),
      });
      const refused =
        response.statusCode === 401 &&
        (method === 'HEAD' ||
          JSON.stringify(response.json()) ===
            JSON.stringify({
              error: { code: 'UNAUTHENTICATED', message: genericMessages.unauthenticated },
            }));
      if (!refused) open.push(`${route} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(open).toEqual([]);
  });

  it('checks the session first, then the body, then the permission', async () => {
    const admin = await createAccount(ctx);
    const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order-status-groups',
        payload: payload as object,
        headers,
      });
    const unauthenticated = {
      error: { code: 'UNAUTHENTICATED', message: genericMessages.unauthenticated },
    };

    // Without a session: 401, whatever the body, and nothing of the body is checked or echoed.
    for (const body of [{ name: 'Grupa' }, { name: 42 }, {}]) {
      const response = await post(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
    const badToken = await post({ name: 42 }, { authorization: 'Bearer nie-token' });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual(unauthenticated);

    // With a session but without the permission: 403 naming it.
    const refused = await post({ name: 'Grupa' }, reader.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: missingPermissionMessage('oms.edit'),
    });
    // Validation runs before the route's permission guard, as before the scope.
    expect((await post({ name: 42 }, reader.headers)).statusCode).toBe(400);

    // With the permission: the body is what decides.
    expect((await post({ name: 42 }, admin.headers)).statusCode).toBe(400);
    expect((await post({ name: 'Grupa' }, admin.headers)).statusCode).toBe(201);
  });
});
