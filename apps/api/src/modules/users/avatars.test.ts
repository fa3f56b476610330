import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@zaplecze/contract/users/users';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3357ff' } });

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
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const jpeg = await picture(8, 8).jpeg().toBuffer();
    const replaced = await upload(admin, admin.userId, 'ja.jpg', 'image/jpeg', jpeg);
    expect(replaced.statusCode).toBe(200);
    const files = await filesOf(admin.userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    const webp = await picture(8, 8).webp().toBuffer();
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

  it('re-encodes every picture: metadata is dropped, the size capped, and what does not decode is refused', async () => {
    const admin = await createAccount(ctx);
    const withGps = await picture(1200, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'tajne-miejsce' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const saved = await upload(admin, admin.userId, 'ja.jpg', 'image/jpeg', withGps);
    expect(saved.statusCode).toBe(200);
    const stored = await ctx.app.inject({
      method: 'GET',
      url: saved.json().avatarUrl,
      headers: admin.headers,
    });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes('tajne-miejsce')).toBe(false);

    for (const [name, type, bytes] of [
      [
        'html.png',
        'image/png',
        Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('<html><script>alert(1)</script>')]),
      ],
      [
        'html.jpg',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html></html>')]),
      ],
      [
        'html.webp',
        'image/webp',
        Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 <html>')]),
      ],
      ['obciety.png', 'image/png', tinyPng.subarray(0, tinyPng.length - 20)],
    ] as const) {
      const refused = await upload(admin, admin.userId, name, type, bytes);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.fields).toEqual({ file: userMessages.avatarCorrupt });
    }
    const pngAsJpeg = await upload(admin, admin.userId, 'a.jpg', 'image/jpeg', tinyPng);
    expect(pngAsJpeg.statusCode).toBe(200);
    expect(await filesOf(admin.userId)).toEqual([expect.stringMatching(/\.png$/)]);
  });

  it('answers malformed multipart with 400 or 415 and a Polish message, never 500', async () => {
    const admin = await createAccount(ctx);
    const put = (contentType: string, payload: string | Buffer) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${admin.userId}/avatar`,
        payload,
        headers: { 'content-type': contentType, ...admin.headers },
      });
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const cases: [string, string | Buffer][] = [
      ['multipart/form-data', `${part('x')}abc\r\n--x--\r\n`],
      ['multipart/form-data; boundary=', `${part('x')}abc\r\n--x--\r\n`],
      ['multipart/form-data; boundary=inna', `${part('x')}abc\r\n--x--\r\n`],
      ['multipart/form-data; boundary=x', `${part('x')}${tinyPng.toString('latin1')}`],
      ['multipart/form-data; boundary=x', `${part('x')}`],
      ['multipart/form-data; boundary=x', 'zupełnie nie multipart'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, `${part('b'.repeat(300))}abc`],
      ['multipart/mixed; boundary=x', `${part('x')}abc\r\n--x--\r\n`],
      ['text/plain', 'abc'],
      ['application/octet-stream', tinyPng],
    ];
    for (const [contentType, payload] of cases) {
      const response = await put(contentType, payload);
      expect([400, 415], `${contentType}: ${response.body}`).toContain(response.statusCode);
      expect(response.json().error.message, contentType).toMatch(/[ąćęłńóśźż]|Nie|Wybierz|Dozwolone/);
    }
    expect(await filesOf(admin.userId)).toEqual([]);
  });
});
