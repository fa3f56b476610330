import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@zaplecze/contract/files/files';
import { auditLog, libraryFiles } from '../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { filesClient, pdfBytes, tinyPng } from './__fixtures__/files';

describe('files library', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  let api: ReturnType<typeof filesClient>;
  let otherApi: ReturnType<typeof filesClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    api = filesClient(ctx, admin);
    otherApi = filesClient(ctx, other);
  });

  it('checks the type by content: images re-encoded, PDFs kept, others refused', async () => {
    const png = await api.upload('zdjecie.pdf', tinyPng);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({
      type: 'file',
      name: 'zdjecie.pdf',
      contentType: 'image/png',
      kind: 'image',
    });
    const image = await api.call('GET', `/api/files/${png.json().id}/content`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const pdf = await api.upload('umowa.pdf', pdfBytes(), undefined, 'application/pdf');
    expect(pdf.json()).toMatchObject({
      contentType: 'application/pdf',
      kind: 'pdf',
      size: pdfBytes().length,
    });
    const download = await api.call('GET', `/api/files/${pdf.json().id}/content`);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="umowa.pdf"/);

    const html = await api.upload(
      'strona.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      undefined,
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().error.fields).toEqual({ file: fileMessages.fileType });
    // A PNG signature in front of a script is no picture: it fails to decode and nothing is kept.
    const polyglot = await api.upload(
      'x.png',
      Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('<script>')]),
    );
    expect(polyglot.statusCode).toBe(400);
    expect(polyglot.json().error.message).toBe(fileMessages.fileCorrupt);
    const csv = await api.upload('cennik.csv', Buffer.from('sku;cena\nA-1;10,00\n'));
    expect(csv.json()).toMatchObject({ contentType: 'text/csv; charset=utf-8', kind: 'text' });
    const binaryCsv = await api.upload('x.csv', Buffer.from([0x4d, 0x5a, 0x00, 0x01]));
    expect(binaryCsv.statusCode).toBe(415);
  });

  it('neutralises path tricks in names and refuses them in renames', async () => {
    const upload = await api.upload('../../etc/pass\u0001wd.txt', Buffer.from('tekst'));
    expect(upload.statusCode).toBe(201);
    expect(upload.json().name).toBe('passwd.txt');
    const again = await api.upload('passwd.txt', Buffer.from('drugi'));
    expect(again.json().name).toBe('passwd (2).txt');
    const { id, version } = upload.json();
    for (const name of ['a/b', '..', 'x\\y', 'tab\there']) {
      const renamed = await api.call('PATCH', `/api/files/${id}`, { version, name });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().error.fields.name).toBe(fileMessages.nameInvalid);
    }
  });

  it('makes nested folders, renames, moves, refuses cycles and taken names', async () => {
    const docs = await api.folder('Dokumenty');
    const invoices = await api.folder('Faktury', docs.id);
    const year = await api.folder('2026', invoices.id);
    expect(
      (await api.call('POST', '/api/files/folders', { name: 'dokumenty', parentId: null })).statusCode,
    ).toBe(409);

    const file = (await api.upload('faktura.pdf', pdfBytes())).json();
    const moved = await api.call('PATCH', `/api/files/${file.id}`, {
      version: file.version,
      folderId: year.id,
    });
    expect(moved.json()).toMatchObject({ folderId: year.id, version: 2 });
    const stale = await api.call('PATCH', `/api/files/${file.id}`, { version: 1, name: 'x.pdf' });
    expect(stale.statusCode).toBe(409);

    const cycle = await api.call('PATCH', `/api/files/folders/${docs.id}`, {
      version: docs.version,
      folderId: year.id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields.folderId).toBe(fileMessages.folderIntoItself);
    const renamed = await api.call('PATCH', `/api/files/folders/${year.id}`, {
      version: year.version,
      name: 'Rok 2026',
    });
    expect(renamed.json()).toMatchObject({ name: 'Rok 2026', version: 2 });

    const inside = await api.call('GET', `/api/files?folderId=${year.id}`);
    expect(inside.json()).toMatchObject({
      count: 1,
      data: [{ name: 'faktura.pdf', path: 'Dokumenty / Faktury / Rok 2026' }],
      breadcrumbs: [{ name: 'Dokumenty' }, { name: 'Faktury' }, { name: 'Rok 2026' }],
    });
    const found = await api.call('GET', '/api/files?search=FAKTUR');
    expect(found.json().data.map((item: { name: string }) => item.name)).toEqual(['Faktury', 'faktura.pdf']);

    const history = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, file.id));
    expect(history.map((entry) => entry.action).sort()).toEqual(['create', 'edit']);
  });

  it('pages and sorts on the server, folders first', async () => {
    const box = await api.folder('Paging');
    await api.folder('sub', box.id);
    for (const [name, size] of [
      ['b.pdf', 10],
      ['a.pdf', 300],
      ['c.pdf', 100],
    ] as const)
      await api.upload(name, pdfBytes(size), box.id);
    const first = await api.call('GET', `/api/files?folderId=${box.id}&limit=2&sort=-size`);
    expect(first.json()).toMatchObject({ count: 4, page: 1, limit: 2 });
    expect(first.json().data.map((item: { name: string }) => item.name)).toEqual(['sub', 'a.pdf']);
    const second = await api.call('GET', `/api/files?folderId=${box.id}&limit=2&page=2&sort=-size`);
    expect(second.json().data.map((item: { name: string }) => item.name)).toEqual(['c.pdf', 'b.pdf']);
    const byName = await api.call('GET', `/api/files?folderId=${box.id}&sort=-name`);
    expect(byName.json().data.map((item: { name: string }) => item.name)).toEqual([
      'sub',
      'c.pdf',
      'b.pdf',
      'a.pdf',
    ]);
    expect((await api.call('GET', '/api/files?limit=500')).statusCode).toBe(400);
    // The picker's scope: files of every folder, no folders.
    const library = (await api.call('GET', '/api/files?scope=library&limit=100')).json();
    expect(library.data.every((item: { type: string }) => item.type === 'file')).toBe(true);
    expect(library.data.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['a.pdf', 'b.pdf', 'c.pdf']),
    );
  });

  it('deletes a folder with everything below it, stored bytes included', async () => {
    const top = await api.folder('Do usunięcia');
    const below = await api.folder('Niżej', top.id);
    const file = (await api.upload('a.pdf', pdfBytes(), below.id)).json();
    const [row] = await ctx.database.db.select().from(libraryFiles).where(eq(libraryFiles.id, file.id));
    expect(await ctx.app.deps.storage.exists(row!.storageKey)).toBe(true);
    expect((await api.call('DELETE', `/api/files/folders/${top.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/files/${file.id}/content`)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/files?folderId=${below.id}`)).statusCode).toBe(404);
    expect(await ctx.app.deps.storage.exists(row!.storageKey)).toBe(false);
  });

  it("answers 404 for another company's files and folders", async () => {
    const folder = await api.folder('Tajne');
    const file = (await api.upload('tajne.pdf', pdfBytes(), folder.id)).json();
    expect((await otherApi.call('GET', `/api/files/${file.id}/content`)).statusCode).toBe(404);
    expect(
      (await otherApi.call('PATCH', `/api/files/${file.id}`, { version: 1, name: 'x.pdf' })).statusCode,
    ).toBe(404);
    expect((await otherApi.call('DELETE', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await otherApi.call('DELETE', `/api/files/folders/${folder.id}`)).statusCode).toBe(404);
    expect((await otherApi.call('GET', `/api/files?folderId=${folder.id}`)).statusCode).toBe(404);
    expect((await otherApi.upload('a.pdf', pdfBytes(), folder.id)).statusCode).toBe(404);
    const mine = (await otherApi.upload('moje.pdf', pdfBytes())).json();
    const into = await otherApi.call('PATCH', `/api/files/${mine.id}`, { version: 1, folderId: folder.id });
    expect(into.statusCode).toBe(404);
    expect((await otherApi.call('GET', '/api/files?search=tajne')).json().count).toBe(0);
  });

  it('enforces the role permissions', async () => {
    const reader = await createUser(ctx, admin.accountId, { permissions: ['files.read'] });
    const readerApi = filesClient(ctx, reader);
    expect((await readerApi.call('GET', '/api/files')).statusCode).toBe(200);
    expect((await readerApi.upload('a.pdf', pdfBytes())).statusCode).toBe(403);
    expect(
      (await readerApi.call('POST', '/api/files/folders', { name: 'x', parentId: null })).statusCode,
    ).toBe(403);
    const nobody = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    expect((await filesClient(ctx, nobody).call('GET', '/api/files')).statusCode).toBe(403);
    // The disk figure is for every signed-in user: the shell's alert reads it.
    expect((await filesClient(ctx, nobody).call('GET', '/api/files/usage')).statusCode).toBe(200);
  });

  it("refuses an upload over the plan's quota and reports the figure the disk alert reads", async () => {
    await ctx.database.db.execute(
      sql`update plans set limits = limits || '{"diskMb": 1}'::jsonb where id = 'basic'`,
    );
    const small = await createAccount(ctx, { planId: 'basic' });
    const smallApi = filesClient(ctx, small);
    expect((await smallApi.upload('a.pdf', pdfBytes(700 * 1024))).statusCode).toBe(201);
    const over = await smallApi.upload('b.pdf', pdfBytes(400 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(fileMessages.quotaExceeded);
    const usage = (await smallApi.call('GET', '/api/files/usage')).json();
    expect(usage).toMatchObject({ quotaBytes: 1024 * 1024, fileCount: 1, level: 'ok' });
    expect(usage.usedBytes).toBe(pdfBytes(700 * 1024).length);
    expect((await smallApi.upload('c.pdf', pdfBytes(200 * 1024))).statusCode).toBe(201);
    expect((await smallApi.call('GET', '/api/files/usage')).json().level).toBe('warning');
  });
});
