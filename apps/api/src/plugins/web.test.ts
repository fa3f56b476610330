import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createStorage } from '../lib/storage/index';
import { loadConfig } from '../config';
import type { Database } from '../db/client';

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaplecze-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Zaplecze</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.info(1)');
  return dir;
}

describe('one port serves API, docs and the web app', async () => {
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp/zaplecze-test' });
  const app = await buildApp(
    {
      config,
      database: {} as Database,
      jobs: { send: async () => null, stop: async () => {} },
      storage: await createStorage(config),
    },
    { webDist: fakeWebDist() },
  );

  it('falls back to index.html for client-side routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard/orders/123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The label preview frames a blob: PDF; nothing else may be framed from elsewhere.
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Nie znaleziono takiego adresu API.' },
    });
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/health']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
