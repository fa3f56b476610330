import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../../errors';
import { authenticatedScope, authPlugin, type AuthContext } from '../auth';
import { permissionsPlugin } from '../permissions';
import { apiQuotaPlugin, type ApiQuotaLimits } from './plugin';
import type { QuotaStore } from './store';

/**
 * A small app for the quota tests: the real error handler, auth plugin, quota hook and
 * authenticated scope, with a stand-in `authenticate` that reads the principal from the bearer:
 * `key:<account>:<key>[:<perMinute>]` is an API key, `user:<account>` a person's session.
 */
export async function quotaProbeApp(store: QuotaStore, limits: ApiQuotaLimits): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(authPlugin, {
    authenticate: async (bearer) => {
      const [kind, accountId, keyId, perMinute] = (bearer ?? '').split(':');
      const claims: AuthContext = { userId: 'u', accountId: accountId!, sessionId: 's' };
      if (kind === 'key')
        claims.apiKey = { id: keyId!, name: keyId!, requestsPerMinute: perMinute ? Number(perMinute) : null };
      return { claims, access: { isAdmin: false, permissions: ['oms.read'] } };
    },
  });
  await app.register(permissionsPlugin);
  await app.register(apiQuotaPlugin, { store, limits });
  await app.register(
    authenticatedScope([
      async (scope) => {
        // Keys reach only permission-guarded routes.
        scope.get('/probe', { preHandler: scope.requirePermission('oms.read') }, async () => ({ ok: true }));
      },
    ]),
  );
  await app.ready();
  return app;
}
