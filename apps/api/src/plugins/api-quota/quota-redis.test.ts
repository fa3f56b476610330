import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { quotaProbeApp } from './quota-probe';
import { redisQuotaStore, type QuotaStore } from './store';

/** The real Redis every machine runs (scripts/ensure-services.sh starts it); keys under a unique prefix. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('API key quotas in Redis, shared by two instances', () => {
  const prefix = `zaplecze:test:${randomUUID()}:`;
  let stores: QuotaStore[];
  let apps: FastifyInstance[];

  beforeAll(async () => {
    stores = [redisQuotaStore(redisUrl, { prefix }), redisQuotaStore(redisUrl, { prefix })];
    apps = await Promise.all(
      stores.map((store) => quotaProbeApp(store, { keyPerMinute: 30, accountPerMinute: 6000 })),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('counts one bucket across instances and refuses past it with the headers', async () => {
    const probe = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/probe', headers: { authorization: 'Bearer key:acc-r:k1' } });
    // 30 a minute: a burst of 6, taken alternately through both instances.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await probe(apps[i % 2]!)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await probe(apps[0]!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['ratelimit-policy']).toBe('"key";q=6;w=12, "account";q=1200;w=12');
    expect(refused.headers.ratelimit).toMatch(/^"key";r=0;t=\d+, "account";r=\d+;t=\d+$/);
  });

  it('fails open while Redis cannot be reached', async () => {
    const down = redisQuotaStore('redis://127.0.0.1:1', { prefix, onError: () => {} });
    const app = await quotaProbeApp(down, { keyPerMinute: 1, accountPerMinute: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await app.inject({
          method: 'GET',
          url: '/probe',
          headers: { authorization: 'Bearer key:acc-s:k1' },
        });
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
