import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@zaplecze/contract/users';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';

describe('user avatars', () => {
  const ctx = useTestApp();
  const upload = (who: TestUser, userId: string, name: string, type: string, bytes: Buffer) => {
    const { payload, headers } = multipartFile('file', name, type, bytes);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/avatar`,
      payload,
      headers: { ...headers, ...who.headers },
    });
  };
  const filesOf = async (userId: string) =>
    (await readdir(path.join(ctx.config.dataDir, 'files', 'avatars')).catch(() => [])).filter((f) =>
      f.startsWith(userId),
    );

  it('stores PNG, JPEG and WebP judged by their bytes, serves them to the account and replaces the old file', async () => {
    const admin = await createAccount(ctx);
    const saved = await upload(admin, admin.userId, 'ja.png', 'image/png', tinyPng);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().avatarUrl).toMatch(new RegExp(`^/api/users/${admin.userId}/avatar\\?v=\\d+$`));
    expect(await filesOf(admin.userId)).toHaveLength(1);

    const colleague = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const image = await ctx.app.inject({
      method: 'GET',
      url: saved.json().avatarUrl,
      headers: colleague.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const replaced = await upload(admin, admin.userId, 'ja.jpg', 'image/jpeg', jpeg);
    expect(replaced.statusCode).toBe(200);
    const files = await filesOf(admin.userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    const large = Buffer.concat([tinyPng, Buffer.alloc(1536 * 1024)]);
    expect((await upload(admin, admin.userId, 'duze.png', 'image/png', large)).statusCode).toBe(200);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(50),
    ]);
    expect((await upload(admin, admin.userId, 'ja.webp', 'image/webp', webp)).statusCode).toBe(200);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.userId}/avatar`,
      headers: admin.headers,
    });
    expect(removed.json().avatarUrl).toBeNull();
    expect(await filesOf(admin.userId)).toEqual([]);
  });

  it('refuses other types whatever their name or claimed type, files over 2 MB and empty uploads', async () => {
    const admin = await createAccount(ctx);
    const html = await upload(
      admin,
      admin.userId,
      'zdjecie.png',
      'image/png',
      Buffer.from('<svg onload="alert(1)"></svg>'),
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(userMessages.avatarType);
    const gif = await upload(
      admin,
      admin.userId,
      'a.gif',
      'image/gif',
      Buffer.from('GIF89a\x01\x00\x01\x00'),
    );
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(admin, admin.userId, 'duze.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(userMessages.avatarTooLarge);
    const empty = await upload(admin, admin.userId, 'pusty.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.userId}/avatar`,
      payload: { file: 'x' },
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(415);
    expect(await filesOf(admin.userId)).toEqual([]);
  });

  it("lets staff change only their own picture, and never shows another account's (404)", async () => {
    const a = await createAccount(ctx);
    const b = await createAccount(ctx);
    const staff = await createUser(ctx, a.accountId, { permissions: ['oms.read'] });
    expect((await upload(staff, staff.userId, 'ja.png', 'image/png', tinyPng)).statusCode).toBe(200);
    expect((await upload(staff, a.userId, 'szef.png', 'image/png', tinyPng)).statusCode).toBe(403);
    expect((await upload(b, staff.userId, 'obcy.png', 'image/png', tinyPng)).statusCode).toBe(404);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${staff.userId}/avatar`,
      headers: b.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/users/${staff.userId}/avatar` });
    expect(anonymous.statusCode).toBe(401);
  });
});
