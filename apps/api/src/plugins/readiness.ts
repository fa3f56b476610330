import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/client';
import type { QuotaStore } from './api-quota/store';

/**
 * Readiness for a load balancer (docs/decisions/several-instances.md): `/api/health` says the
 * process lives (liveness, unchanged); `/api/ready` says it should be sent requests — the database,
 * the file storage and Redis (when configured) answer, and the instance is not draining. On SIGTERM
 * `server.ts` calls `app.startDraining()`: readiness turns 503 while requests are still served,
 * so the balancer takes the instance out before it closes.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on; requests are still served until the app closes. */
    startDraining(): void;
    readonly draining: boolean;
  }
}

const check = z.enum(['ok', 'error']);
export const readinessResponse = z
  .object({
    status: z.enum(['ok', 'draining', 'error']),
    database: check,
    storage: check,
    redis: z.enum(['ok', 'error', 'none']),
  })
  .meta({ id: 'Readiness' });

/** A key no product file uses: asking whether it exists proves the storage answers (S3: one HEAD). */
const storageProbeKey = 'readiness/probe';
const checkTimeoutMs = 2_000;

async function within(probe: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), checkTimeoutMs);
      }),
    ]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

const readinessRoutes: FastifyPluginAsyncZod<{ quotaStore: QuotaStore }> = async (app, { quotaStore }) => {
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Gotowość instancji do przyjmowania żądań (dla load balancera)',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const redis = quotaStore.redis?.client;
      const [database, storage, redisState] = await Promise.all([
        within(async () => {
          if (!(await pingDatabase(app.deps.database))) throw new Error('database');
        }),
        within(() => app.deps.storage.exists(storageProbeKey)),
        redis ? within(() => redis.ping()) : Promise.resolve('none' as const),
      ]);
      const healthy = database === 'ok' && storage === 'ok' && redisState !== 'error';
      const status = app.draining ? 'draining' : healthy ? 'ok' : 'error';
      reply.header('cache-control', 'no-store');
      return reply.status(status === 'ok' ? 200 : 503).send({ status, database, storage, redis: redisState });
    },
  );
};

export const readinessPlugin = fp(async (app: FastifyInstance, options: { quotaStore: QuotaStore }) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('draining', {
    getter: () => draining,
  });
  await app.register(readinessRoutes, options);
});
