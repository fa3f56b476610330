import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { recordDiskUsage } from './service';

describe('system routes', () => {
  const ctx = useTestApp();

  it('reports a healthy server after checking the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports the database as down when it cannot be reached', async () => {
    const realExecute = ctx.database.db.execute;
    ctx.database.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'error' });
    } finally {
      ctx.database.db.execute = realExecute;
    }
  });

  it('tells the environment the web app runs against', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/system/info' });
    expect(response.json()).toMatchObject({ environment: 'test', database: 'postgres' });
  });

  it('answers 404 before the first disk measurement and the stored value after it', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/system/disk' });
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe('NOT_FOUND');
    await recordDiskUsage(ctx.database.db, {
      usedPercent: 85.5,
      totalBytes: 1000,
      freeBytes: 145,
      level: 'warning',
      measuredAt: new Date().toISOString(),
    });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/system/disk' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ usedPercent: 85.5, level: 'warning' });
  });
});
