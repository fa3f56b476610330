import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages, rowMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { importAccount, importClient, type ImportClient, productsOf } from './__fixtures__/client';

const mapping = { sku: 'sku', name: 'name', cena: 'price.amount', stan: 'stock', ean: 'ean' };

describe('product import', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ImportClient;
  beforeAll(async () => ({ account: admin, api } = await importAccount(ctx)));

  it('uploads Polish Excel CSV: preview of 5 rows and automatic mapping', async () => {
    const response = await api.uploadFixture('excel-pl-1250.csv');
    expect(response.statusCode).toBe(201);
    const task = response.json();
    expect(task.stage).toBe('mapping');
    expect(task.header).toContain('Nazwa produktu');
    expect(task.preview).toHaveLength(4);
    expect(task.autoMapping).toMatchObject({
      'Kod produktu': 'sku',
      'Nazwa produktu': 'name',
      EAN: 'ean',
      'Cena brutto': 'price.amount',
      Ilość: 'stock',
      Waga: 'weight.amount',
      Producent: 'producentName',
    });
  });

  // Lines are the rows a spreadsheet shows (a quoted cell spanning two file lines is one row).
  it("dry run names every rejected row (mangled EANs, bad numbers) with 'rejectRow' and writes nothing", async () => {
    const task = (await api.uploadFixture('excel-pl-1250.csv')).json();
    const dry = await api.confirm(task.taskId, task.autoMapping, 'AddAndUpdate', 'Sku', {
      fieldErrorPolicy: 'rejectRow',
    });
    expect(dry.statusCode).toBe(200);
    const result = dry.json();
    // '5901234123457.0' has all its digits: repaired with a warning, whatever the policy.
    expect(result).toMatchObject({ created: 2, updated: 0, rejected: 2, total: 4, warnings: 1 });
    expect(result.rejectedRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          line: 3,
          field: 'ean',
          reason: rowMessages.eanScientific,
          value: '5.90123E+12',
        }),
        expect.objectContaining({ line: 5, field: 'stock', reason: rowMessages.number, value: 'x' }),
      ]),
    );
    expect(result.warningRows).toEqual([
      { line: 4, field: 'ean', reason: rowMessages.eanRecovered, value: '5901234123457.0' },
    ]);
    expect(await productsOf(ctx, admin.accountId)).toEqual([]);
  });

  it("imports every row of the same file by default ('skipField'), the bad fields left out as warnings", async () => {
    const task = (await api.uploadFixture('excel-pl-1250.csv')).json();
    const result = (await api.confirm(task.taskId, task.autoMapping)).json();
    expect(result).toMatchObject({ created: 4, rejected: 0, total: 4, warnings: 3 });
    expect(result.warningRows.map((row: { line: number; field: string }) => [row.line, row.field])).toEqual([
      [3, 'ean'],
      [4, 'ean'],
      [5, 'stock'],
    ]);
  });

  it('imports, then a second file shows per-field diffs in the dry run, updates, and rolls back exactly', async () => {
    const { account, api: client } = await importAccount(ctx);
    const first = await client.importCsv(
      'sku;name;cena;stan\nA-1;Kubek;19,99;5\nA-2;Talerz;"1 000,00 zł";2\n',
      mapping,
    );
    expect(first.dry).toMatchObject({ created: 2, updated: 0 });
    const before = await productsOf(ctx, account.accountId);
    expect(before).toMatchObject([
      { sku: 'A-1', name: 'Kubek', price: '19.99', stock: 5 },
      { sku: 'A-2', name: 'Talerz', price: '1000.00', stock: 2 },
    ]);

    const second = await client.importCsv(
      'sku;name;cena;stan\nA-1;Kubek;21,49;5\nA-2;Talerz;1000;2\nA-3;Miska;9,90;0\n',
      mapping,
    );
    expect(second.dry).toMatchObject({ created: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(second.dry.diffs).toEqual([{ line: 2, key: 'A-1', changes: ['cena: 19,99 → 21,49'] }]);
    const prices = await ctx.database.db.execute(
      sql`select pp.amount::text as amount from product_prices pp join products p on p.id = pp.product_id where p.sku = 'A-1' and p.account_id = ${account.accountId}`,
    );
    expect((prices as unknown as { rows: { amount: string }[] }).rows).toEqual([{ amount: '21.49' }]);

    const log = (await client.call('GET', '/api/product-import/logs?offset=0&limit=10')).json();
    expect(log.count).toBe(2);
    expect(log.items[0]).toMatchObject({
      id: second.taskId,
      status: 'Success',
      importType: 'import',
      canRollback: true,
    });
    const details = (await client.call('GET', `/api/product-import/logs/${second.taskId}`)).json();
    expect(details.changes.find((change: { line: number }) => change.line === 2).changes).toEqual([
      'cena: 19,99 → 21,49',
    ]);

    const rollback = await client.call('POST', `/api/product-import/logs/${second.taskId}/rollback`);
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ restored: 1, deleted: 1, skipped: [] });
    const after = await productsOf(ctx, account.accountId);
    expect(after.map(({ version: _v, ...rest }) => rest)).toEqual(
      before.map(({ version: _v, ...rest }) => rest),
    );
    expect((await client.call('POST', `/api/product-import/logs/${second.taskId}/rollback`)).statusCode).toBe(
      409,
    );
  });

  it('rollback leaves products edited since alone and lists them', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    await client.importCsv('sku;name\nB-1;Stara\nB-2;Druga\n', { sku: 'sku', name: 'name' });
    const run = await client.importCsv('sku;name\nB-1;Nowa\nB-2;Nowa druga\n', { sku: 'sku', name: 'name' });
    await ctx.database.db.execute(
      sql`update products set name = 'Ręcznie', version = version + 1 where sku = 'B-2' and account_id = ${account.accountId}`,
    );
    const result = (await client.call('POST', `/api/product-import/logs/${run.taskId}/rollback`)).json();
    expect(result.restored).toBe(1);
    expect(result.skipped).toEqual([expect.objectContaining({ sku: 'B-2', line: 3 })]);
    expect((await productsOf(ctx, account.accountId)).map((p) => p.name)).toEqual(['Stara', 'Ręcznie']);
  });

  it('modes and identifiers: AddOnly, UpdateOnly, by EAN; duplicates in the file rejected', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    await client.importCsv('sku;name;ean\nC-1;Jeden;5901234123457\n', {
      sku: 'sku',
      name: 'name',
      ean: 'ean',
    });
    const addOnly = await client.importCsv(
      'sku;name\nC-1;Zmiana\nC-2;Dwa\n',
      { sku: 'sku', name: 'name' },
      'AddOnly',
    );
    expect(addOnly.dry).toMatchObject({ created: 1, updated: 0, rejected: 1 });
    expect(addOnly.dry.rejectedRows[0]).toMatchObject({ line: 2, reason: rowMessages.existsForAdd });
    const updateOnly = await client.importCsv(
      'sku;name\nC-1;Zmiana\nC-9;Nowy\n',
      { sku: 'sku', name: 'name' },
      'UpdateOnly',
    );
    expect(updateOnly.dry).toMatchObject({ created: 0, updated: 1, rejected: 1 });
    expect(updateOnly.dry.rejectedRows[0]).toMatchObject({ line: 3, reason: rowMessages.notFoundForUpdate });
    const byEan = await client.importCsv(
      'ean;name\n5901234123457;Po EAN\n5901234123457;Znowu\n',
      { ean: 'ean', name: 'name' },
      'AddAndUpdate',
      'Ean',
    );
    expect(byEan.dry).toMatchObject({ updated: 1, rejected: 1 });
    expect(byEan.dry.rejectedRows[0]).toMatchObject({ line: 3, reason: rowMessages.duplicateInFile(2) });
    expect((await productsOf(ctx, account.accountId)).map((p) => [p.sku, p.name])).toEqual([
      ['C-1', 'Po EAN'],
      ['C-2', 'Dwa'],
    ]);
  });

  it('identifies products by Id; an unknown Id cannot create a product', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    await client.importCsv('sku;name\nI-1;Przed\n', { sku: 'sku', name: 'name' });
    const stored = (await ctx.database.db.execute(
      sql`select id::text as id from products where account_id = ${account.accountId}`,
    )) as unknown as { rows: { id: string }[] };
    const id = stored.rows[0]!.id;
    const run = await client.importCsv(
      `id;name\n${id};Po ID\n0b7c4e1a-1111-4a2b-8c3d-000000000009;Nowy\n`,
      { id: 'id', name: 'name' },
      'AddAndUpdate',
      'Id',
    );
    expect(run.dry).toMatchObject({ updated: 1, rejected: 1 });
    expect(run.dry.rejectedRows[0]).toMatchObject({ line: 3, field: 'id', reason: rowMessages.idCreate });
    expect((await productsOf(ctx, account.accountId)).map((p) => p.name)).toEqual(['Po ID']);
  });

  it('creates producers by name and marks the run PartialSuccess when rows are rejected', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const run = await client.importCsv('sku;name;producent\nD-1;Lampa;Lumen\nD-2;;Lumen\n', {
      sku: 'sku',
      name: 'name',
      producent: 'producentName',
    });
    const products = await productsOf(ctx, account.accountId);
    expect(products).toHaveLength(1);
    expect(products[0]!.producerId).toMatch(/[0-9a-f-]{36}/);
    const log = (
      await client.call('GET', '/api/product-import/logs?offset=0&limit=5&status=PartialSuccess')
    ).json();
    expect(log.items.map((item: { id: string }) => item.id)).toEqual([run.taskId]);
    const csv = await client.call('GET', `/api/product-import/logs/${run.taskId}/rejected.csv`);
    expect(csv.body).toContain(`3;sku;${rowMessages.nameRequired}`.replace('sku', 'name'));
  });

  it('a cancelled import stops before its next batch and says so in the log', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const task = (await client.upload('c.csv', 'sku;name\nK-1;Jeden\n')).json();
    await client.confirm(task.taskId, { sku: 'sku', name: 'name' });
    await client.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    expect((await client.call('POST', `/api/product-import/tasks/${task.taskId}/cancel`)).statusCode).toBe(
      204,
    );
    const { runImportJob } = await import('./runs/service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await productsOf(ctx, account.accountId)).toEqual([]);
    const log = (await client.call('GET', '/api/product-import/logs')).json();
    expect(log.items[0]).toMatchObject({
      status: 'PartialSuccess',
      message: expect.stringContaining(importMessages.cancelled(0)),
    });
    expect((await client.call('POST', `/api/product-import/tasks/${task.taskId}/cancel`)).statusCode).toBe(
      409,
    );
  });

  it('a retried job does not import twice', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const { taskId } = await client.importCsv('sku;name\nE-1;Raz\n', { sku: 'sku', name: 'name' });
    const { runImportJob } = await import('./runs/service');
    await runImportJob(ctx.database.db, ctx.app.deps, taskId);
    expect(await productsOf(ctx, account.accountId)).toHaveLength(1);
    const task = (await client.call('GET', `/api/product-import/tasks/${taskId}`)).json();
    expect(task).toMatchObject({ stage: 'completed', created: 1, processedRows: 1 });
  });

  // PostgreSQL text and jsonb cannot hold NUL or a lone surrogate: one such cell must not fail the whole file.
  it('imports cells holding NUL, lone surrogates, backslashes and tabs (create and update paths)', async () => {
    const { account, api: client } = await importAccount(ctx);
    const first = await client.importCsv(
      'sku;name;cena\nN-1;"Ku\u0000bek \\N";19,99\nN-2;"a\tb\ud800";1\n',
      mapping,
    );
    expect((await client.call('GET', `/api/product-import/tasks/${first.taskId}`)).json()).toMatchObject({
      stage: 'completed',
      created: 2,
    });
    const second = await client.importCsv('sku;name;cena\nN-2;"y\u0000z";2\n', mapping);
    expect((await client.call('GET', `/api/product-import/tasks/${second.taskId}`)).json()).toMatchObject({
      stage: 'completed',
      updated: 1,
    });
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'N-1', name: 'Kubek \\N', price: '19.99' },
      { sku: 'N-2', name: 'yz', price: '2.00' },
    ]);
  });

  it('refuses a wrong extension, an empty file, a DOCTYPE and an internal URL with Polish messages', async () => {
    const wrong = await api.upload('produkty.xml', 'a;b\n1;2\n', 'CSV');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.file).toBe(importMessages.wrongFormat('CSV'));
    const empty = await api.upload('pusty.csv', 'sku;name\n');
    expect(empty.json().error.fields.file).toBe(importMessages.csvEmpty);
    const doctype = await api.uploadFixture('doctype.xml', 'XML');
    expect(doctype.json().error.message).toBe(importMessages.xmlDoctype);
    const internal = await api.call('POST', '/api/product-import/url', {
      url: 'http://169.254.169.254/feed.csv',
      format: 'CSV',
    });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().error.fields.url).toContain(
      'Nie udało się pobrać pliku: adres wskazuje na sieć wewnętrzną',
    );
    const noUrl = await api.call('POST', '/api/product-import/url', { url: ' ', format: 'CSV' });
    expect(noUrl.json().error.fields.url).toBe(importMessages.urlRequired);
    const urlFormat = await api.call('POST', '/api/product-import/url', {
      url: 'https://example.com/feed.xml',
      format: 'CSV',
    });
    expect(urlFormat.json().error.fields.url).toBe(importMessages.urlWrongFormat('CSV'));
  });

  it('refuses a file over the size limit with 413 and a Polish message', async () => {
    const { importLimits } = await import('../../lib/import-sources/limits');
    const saved = importLimits.maxBytes;
    importLimits.maxBytes = 1024;
    try {
      const response = await api.upload('duzy.csv', `sku;name\n${'A-1;Nazwa\n'.repeat(200)}`);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.fields.file).toBe(importMessages.tooLarge(1024 / 1048576));
    } finally {
      importLimits.maxBytes = saved;
    }
  });

  it('imports XML (Google Merchant) and XLSX uploads', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const xml = (await client.uploadFixture('google-merchant.xml', 'XML')).json();
    expect(xml.autoMapping).toMatchObject({
      'g:id': 'sku',
      'g:title': 'name',
      'g:price': 'price.amount',
      'g:gtin': 'ean',
    });
    const xmlDry = (await client.confirm(xml.taskId, xml.autoMapping)).json();
    expect(xmlDry).toMatchObject({ created: 2, rejected: 0 });
    const xlsx = (await client.uploadFixture('products.xlsx', 'XLSX')).json();
    expect(xlsx.autoMapping).toMatchObject({
      SKU: 'sku',
      Nazwa: 'name',
      Cena: 'price.amount',
      Stan: 'stock',
      'Zdjęcie 1': 'pictures[0].url',
    });
    expect((await client.confirm(xlsx.taskId, xlsx.autoMapping)).json()).toMatchObject({
      created: 3,
      rejected: 0,
    });
  });

  it('enforces the plan limit of final imports per day (basic: 1)', async () => {
    const client = importClient(ctx, await createAccount(ctx, { planId: 'basic' }));
    await client.importCsv('sku;name\nL-1;Raz\n', { sku: 'sku', name: 'name' });
    const task = (await client.upload('b.csv', 'sku;name\nL-2;Dwa\n')).json();
    await client.confirm(task.taskId, { sku: 'sku', name: 'name' });
    const refused = await client.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toContain('import');
  });

  it('keeps accounts apart and checks permissions', async () => {
    const task = (await api.upload('a.csv', 'sku;name\nZ-1;Z\n')).json();
    const other = importClient(ctx, await createAccount(ctx));
    expect((await other.call('GET', `/api/product-import/tasks/${task.taskId}`)).statusCode).toBe(404);
    expect((await other.confirm(task.taskId, { sku: 'sku' })).statusCode).toBe(404);
    expect((await other.call('GET', `/api/product-import/logs/${task.taskId}`)).statusCode).toBe(404);
    const reader = importClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.upload('a.csv', 'sku;name\nZ-1;Z\n')).statusCode).toBe(403);
    expect((await reader.call('GET', '/api/product-import/logs')).statusCode).toBe(200);
    const nobody = importClient(ctx, await createAccount(ctx, { permissions: [] }));
    expect((await nobody.call('GET', '/api/product-import/templates')).statusCode).toBe(403);
  });
});
