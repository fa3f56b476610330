import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@zaplecze/contract/files/files';
import { sharedLinks } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { filesClient, pdfBytes, tinyPng } from './__fixtures__/files';

describe('shared links', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof filesClient>;
  let otherApi: ReturnType<typeof filesClient>;
  let folderId: string;
  let inFolder: string;
  let below: string;
  let outside: string;

  const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
  const share = async (body: Record<string, unknown>) => {
    const response = await api.call('POST', '/api/files/shared-links', body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { id: string; token: string; url: string; downloadCount: number };
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = filesClient(ctx, admin);
    otherApi = filesClient(ctx, await createAccount(ctx));
    folderId = (await api.folder('Dla klienta')).id;
    inFolder = (await api.upload('oferta.pdf', pdfBytes(), folderId)).json().id;
    const sub = await api.folder('Wewnętrzne', folderId);
    below = (await api.upload('marza.pdf', pdfBytes(), sub.id)).json().id;
    outside = (await api.upload('zdjecie.png', tinyPng)).json().id;
  });

  it('shares a file by a 256-bit token and counts its downloads', async () => {
    const link = await share({ fileId: outside });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/shared-files/${link.token}`);
    const page = await publicGet(`/api/shared-files/${link.token}`);
    expect(page.json()).toMatchObject({
      targetType: 'file',
      name: 'zdjecie.png',
      passwordRequired: false,
      files: [{ id: outside, name: 'zdjecie.png', contentType: 'image/png' }],
    });
    const download = await publicGet(`/api/shared-files/${link.token}/files/${outside}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-type': 'image/png',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    await publicGet(`/api/shared-files/${link.token}/files/${outside}`);
    const list = await api.call('GET', `/api/files/shared-links?fileId=${outside}`);
    expect(list.json().data[0]).toMatchObject({ id: link.id, downloadCount: 2, status: 'active' });
    // Another file of the same account is not reachable through this token.
    expect((await publicGet(`/api/shared-files/${link.token}/files/${inFolder}`)).statusCode).toBe(404);
  });

  it("shows a folder's own files only, nothing below it or beside it", async () => {
    const link = await share({ folderId });
    const page = (await publicGet(`/api/shared-files/${link.token}`)).json();
    expect(page.files.map((file: { name: string }) => file.name)).toEqual(['oferta.pdf']);
    expect((await publicGet(`/api/shared-files/${link.token}/files/${inFolder}`)).statusCode).toBe(200);
    expect((await publicGet(`/api/shared-files/${link.token}/files/${below}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/shared-files/${link.token}/files/${outside}`)).statusCode).toBe(404);
  });

  it("keeps another company's files out of reach", async () => {
    const theirs = (await otherApi.upload('cudze.pdf', pdfBytes())).json().id;
    const link = await share({ fileId: outside });
    expect((await publicGet(`/api/shared-files/${link.token}/files/${theirs}`)).statusCode).toBe(404);
    expect((await otherApi.call('POST', '/api/files/shared-links', { fileId: outside })).statusCode).toBe(
      404,
    );
    expect((await otherApi.call('POST', `/api/files/shared-links/${link.id}/revoke`)).statusCode).toBe(404);
    expect((await otherApi.call('GET', '/api/files/shared-links')).json().count).toBe(0);
    const unknown = await publicGet(`/api/shared-files/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(fileMessages.linkNotFound);
    expect((await publicGet('/api/shared-files/..%2F..%2Fetc')).statusCode).toBe(404);
  });

  it('answers 410 for an expired or a revoked link', async () => {
    const expiring = await share({ fileId: outside, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await ctx.database.db
      .update(sharedLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sharedLinks.id, expiring.id));
    const expired = await publicGet(`/api/shared-files/${expiring.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({ code: 'GONE', message: fileMessages.linkExpired });
    expect((await publicGet(`/api/shared-files/${expiring.token}/files/${outside}`)).statusCode).toBe(410);

    const revoking = await share({ fileId: outside });
    const revoked = await api.call('POST', `/api/files/shared-links/${revoking.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const gone = await publicGet(`/api/shared-files/${revoking.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(fileMessages.linkRevoked);
    const past = await api.call('POST', '/api/files/shared-links', {
      fileId: outside,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json().error.fields).toEqual({ expiresAt: fileMessages.linkExpiryPast });
  });

  it('asks for the password before listing or serving anything', async () => {
    const link = await share({ folderId, password: 'tajne-haslo' });
    const locked = (await publicGet(`/api/shared-files/${link.token}`)).json();
    expect(locked).toMatchObject({ passwordRequired: true, files: [], key: null });
    expect((await publicGet(`/api/shared-files/${link.token}/files/${inFolder}`)).statusCode).toBe(403);
    const unlock = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/shared-files/${link.token}/unlock`,
        payload: { password },
      });
    const wrong = await unlock('zle-haslo');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: fileMessages.linkPasswordWrong });
    const right = (await unlock('tajne-haslo')).json();
    expect(right.files).toHaveLength(1);
    const key = encodeURIComponent(right.key);
    expect((await publicGet(`/api/shared-files/${link.token}/files/${inFolder}?key=${key}`)).statusCode).toBe(
      200,
    );
    expect(
      (await publicGet(`/api/shared-files/${link.token}/files/${inFolder}?key=1.${'x'.repeat(43)}`))
        .statusCode,
    ).toBe(403);
  });

  it('limits requests per token and address', async () => {
    const link = await share({ fileId: outside, password: 'haslo-123' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/shared-files/${link.token}/unlock`,
            payload: { password: 'nie-to' },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address still gets its own tries at the same token.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/shared-files/${link.token}/unlock`,
      payload: { password: 'nie-to' },
      remoteAddress: '10.0.0.2',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('needs the share permission to create or revoke', async () => {
    const reader = filesClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['files.read'] }));
    expect((await reader.call('POST', '/api/files/shared-links', { fileId: outside })).statusCode).toBe(403);
    expect((await reader.call('GET', '/api/files/shared-links')).statusCode).toBe(200);
  });
});
