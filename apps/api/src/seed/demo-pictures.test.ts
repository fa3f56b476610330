import { cpSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createStorage } from '../lib/storage/index';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { apiRoot } from '../paths';
import { demoPictures } from './product-catalogue';

const publicFolder = path.resolve(apiRoot, '../web/public');

/** A built web app as Vite leaves it: everything of public/ copied to the top of dist/. */
function builtWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaplecze-web-'));
  cpSync(publicFolder, dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

describe('bundled demo product pictures', async () => {
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp/zaplecze-test' });
  const app = await buildApp(
    {
      config,
      database: {} as Database,
      jobs: { send: async () => null, stop: async () => {} },
      storage: await createStorage(config),
    },
    { webDist: builtWebDist() },
  );

  it('has every picture the catalogue names, each small', () => {
    const files = readdirSync(path.join(publicFolder, 'demo-products'));
    expect(files.sort()).toEqual(demoPictures.map((name) => `${name}.webp`).sort());
    for (const file of files)
      expect(statSync(path.join(publicFolder, 'demo-products', file)).size).toBeLessThan(15_000);
  });

  it('serves them from the built web app at /demo-products/<name>.webp', async () => {
    const response = await app.inject({ method: 'GET', url: '/demo-products/smartfon.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
