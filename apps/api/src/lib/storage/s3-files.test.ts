import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useS3TestApp } from '../../test/s3-test-app';

/**
 * The app configured with the S3 driver (an s3rver on loopback): kept files go to the bucket and
 * come back through the same HTTP routes, with their headers; nothing lands in the local folder.
 */
describe('kept files on S3-compatible storage', () => {
  const { ctx, bucket } = useS3TestApp();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAccount(ctx);
  });

  it('uses the S3 driver the configuration names', () => {
    expect(ctx.app.deps.storage.kind).toBe('s3');
  });

  it('an avatar is stored in the bucket and served back to the account', async () => {
    const { payload, headers } = multipartFile('file', 'ja.png', 'image/png', tinyPng);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.userId}/avatar`,
      payload,
      headers: { ...headers, ...admin.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const keys: string[] = [];
    for await (const file of bucket().list('avatars/')) keys.push(file.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^avatars/${admin.userId}-[0-9a-f]{12}\\.png$`));

    const image = await ctx.app.inject({
      method: 'GET',
      url: saved.json().avatarUrl,
      headers: admin.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.userId}/avatar`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucket().exists(keys[0]!)).toBe(false);
  });

  it('a product picture is stored in the bucket and served at its public URL with caching headers', async () => {
    const { payload, headers } = multipartFile('file', 'kubek.png', 'image/png', tinyPng);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      payload,
      headers: { ...headers, ...admin.headers },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { url } = saved.json() as { url: string };
    const name = url.split('/').at(-1)!;
    expect(await bucket().stat(`products/${admin.accountId}/${name}`)).toMatchObject({
      contentType: 'image/webp',
    });
    expect(existsSync(path.join(ctx.config.dataDir, 'files', 'products'))).toBe(false);

    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const missing = await ctx.app.inject({ method: 'GET', url: url.replace(name, `${'0'.repeat(32)}.webp`) });
    expect(missing.statusCode).toBe(404);
  });
});
