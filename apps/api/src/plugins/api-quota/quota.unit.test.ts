import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { quotaProbeApp } from './quota-probe';
import { memoryQuotaStore, type QuotaStore } from './store';

describe('API key quotas (in-memory store)', () => {
  let now = 1_000_000;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const probe = (bearer: string) =>
    app!.inject({ method: 'GET', url: '/probe', headers: { authorization: `Bearer ${bearer}` } });

  it('lets a key send its burst, then answers 429 with Retry-After and the headers, and refills', async () => {
    app = await quotaProbeApp(
      memoryQuotaStore(() => now),
      { keyPerMinute: 60, accountPerMinute: 6000 },
    );
    // 60 a minute: a burst of 12 (12 seconds of quota), then one a second.
    const first = await probe('key:acc-a:k1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"key";q=12;w=12, "account";q=1200;w=12');
    expect(first.headers.ratelimit).toBe('"key";r=11;t=1, "account";r=1199;t=1');
    for (let i = 0; i < 11; i++) expect((await probe('key:acc-a:k1')).statusCode).toBe(200);

    const refused = await probe('key:acc-a:k1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.ratelimit).toBe('"key";r=0;t=12, "account";r=1188;t=1');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: genericMessages.rateLimited } });

    // Another key of the same account has its own bucket.
    expect((await probe('key:acc-a:k2')).statusCode).toBe(200);
    now += 1_000;
    expect((await probe('key:acc-a:k1')).statusCode).toBe(200);
    expect((await probe('key:acc-a:k1')).statusCode).toBe(429);
  });

  it("uses the key's own quota when it has one", async () => {
    app = await quotaProbeApp(
      memoryQuotaStore(() => now),
      { keyPerMinute: 60, accountPerMinute: 6000 },
    );
    const first = await probe('key:acc-b:k1:600');
    expect(first.headers['ratelimit-policy']).toBe('"key";q=120;w=12, "account";q=1200;w=12');
  });

  it('counts all the keys of an account together, and accounts apart', async () => {
    app = await quotaProbeApp(
      memoryQuotaStore(() => now),
      { keyPerMinute: 600, accountPerMinute: 25 },
    );
    // The account's burst is 5: five requests from different keys exhaust it.
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5'])
      expect((await probe(`key:acc-c:${key}`)).statusCode).toBe(200);
    const refused = await probe('key:acc-c:k6');
    expect(refused.statusCode).toBe(429);
    // 25 a minute: the next token comes in 2.4 s.
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.headers.ratelimit).toMatch(/"account";r=0;/);
    // A refused request takes nothing from the key's bucket (all or nothing).
    expect(refused.headers.ratelimit).toMatch(/^"key";r=120;t=0, /);
    expect((await probe('key:acc-d:k1')).statusCode).toBe(200);
  });

  it("leaves people's sessions to the per-route limits", async () => {
    app = await quotaProbeApp(
      memoryQuotaStore(() => now),
      { keyPerMinute: 1, accountPerMinute: 1 },
    );
    for (let i = 0; i < 5; i++) {
      const answer = await probe('user:acc-e');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.ratelimit).toBeUndefined();
    }
  });

  it('fails open when the store is down', async () => {
    const broken: QuotaStore = {
      kind: 'redis',
      take: async () => {
        throw new Error('Connection is closed.');
      },
      ready: async () => {},
      close: async () => {},
    };
    app = await quotaProbeApp(broken, { keyPerMinute: 1, accountPerMinute: 1 });
    for (let i = 0; i < 3; i++) {
      const answer = await probe('key:acc-f:k1');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.ratelimit).toBeUndefined();
    }
  });
});
