import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** Readiness for the load balancer (docs/decisions/several-instances.md); two instances: test/instances.test.ts. */
describe('GET /api/ready', () => {
  const ctx = useTestApp();
  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

  it('is 200 when the database and the storage answer (no Redis configured)', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'none' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is 503 naming the part that does not answer', async () => {
    const storage = ctx.app.deps.storage;
    ctx.app.deps.storage = { ...storage, exists: () => Promise.reject(new Error('bucket gone')) };
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'ok', storage: 'error' });
    } finally {
      ctx.app.deps.storage = storage;
    }
  });

  it('is 503 while the instance drains; liveness stays 200 and requests are still served', async () => {
    ctx.app.startDraining();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining', database: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/system/info' })).statusCode).toBe(200);
  });
});
