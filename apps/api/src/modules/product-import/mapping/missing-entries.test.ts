import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import type { TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { importAccount, type ImportClient } from '../__fixtures__/client';
import { runDueSchedules } from '../schedules/service';
import { runImportJob } from '../runs/service';

const mapping = {
  sku: 'sku',
  name: 'name',
  marka: 'brandName',
  dostawca: 'supplierName',
  kategoria: 'categoryName',
  producent: 'producentName',
};
const allCreate = { producers: 'create', brands: 'create', suppliers: 'create', categories: 'create' };

/** Issue #15: names missing from a dictionary are created or their rows refused, as the template says; the rollback removes what the import created. */
describe('product import: missing dictionary entries', () => {
  const ctx = useTestApp();
  let server: Server;
  let base: string;
  const onlyTestHost = { isForbidden: (address: string) => address !== '127.0.0.2' };

  beforeAll(async () => {
    const files: Record<string, string> = {
      '/feed.csv': 'sku;name;kategoria\nF-1;Z harmonogramu;Nowa z harmonogramu\n',
    };
    server = createServer((request, response) => response.end(files[request.url ?? ''] ?? ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const names = async (account: TestUser, table: string) =>
    (
      (await ctx.database.db.execute(
        sql`select name from ${sql.identifier(table)} where account_id = ${account.accountId} order by name`,
      )) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name);
  const confirm = (api: ImportClient, taskId: string, body: object) =>
    api.call('POST', `/api/product-import/tasks/${taskId}/confirm`, {
      mapping,
      importMode: 'AddAndUpdate',
      productIdentifier: 'Sku',
      ...body,
    });
  const runToEnd = async (api: ImportClient, csv: string, body: object) => {
    const taskId = (await api.upload('produkty.csv', csv)).json().taskId as string;
    const dry = await confirm(api, taskId, body);
    expect(dry.statusCode).toBe(200);
    expect((await api.call('POST', `/api/product-import/tasks/${taskId}/import`)).statusCode).toBe(202);
    await runImportJob(ctx.database.db, ctx.app.deps, taskId);
    return { taskId, dry: dry.json() };
  };

  it('creates categories when chosen (dry run reports them, creates nothing); a rejected dictionary refuses its row by field and value', async () => {
    const { account, api } = await importAccount(ctx);
    await ctx.database.db.execute(
      sql`insert into product_categories (account_id, name) values (${account.accountId}, 'Oświetlenie')`,
    );
    const csv = [
      'sku;name;marka;dostawca;kategoria;producent',
      'C-1;Lampa;;;Lampy stojące;',
      'C-2;Kinkiet;;;lampy stojące;',
      'C-3;Plafon;;;Plafony;',
      'C-4;Żarówka;;;oświetlenie;',
      'C-5;Świeca;Nowa marka;;;',
      `C-6;Długa;;;${'K'.repeat(201)};`,
    ].join('\n');
    // 'rejectRow': the over-long category name refuses its row (with 'skipField' it would go in without it).
    const choices = { missingEntries: { ...allCreate, brands: 'reject' }, fieldErrorPolicy: 'rejectRow' };
    const taskId = (await api.upload('produkty.csv', csv)).json().taskId as string;
    const dry = (await confirm(api, taskId, choices)).json();
    expect(dry).toMatchObject({ created: 4, rejected: 2 });
    expect(dry.newEntries).toEqual([
      {
        dictionary: 'product_categories',
        count: 2,
        names: ['Lampy stojące', 'Plafony'],
        text: 'utworzy 2 nowe kategorie: Lampy stojące, Plafony',
      },
    ]);
    expect(dry.rejectedRows).toEqual([
      {
        line: 6,
        field: 'brandName',
        reason: rowMessages.entryMissing('brands', 'Nowa marka'),
        value: 'Nowa marka',
      },
      { line: 7, field: 'categoryName', reason: 'Najwyżej 200 znaków', value: 'K'.repeat(201) },
    ]);
    expect(dry.rejectedRows[0].reason).toBe('marka: nie istnieje „Nowa marka”');
    expect(await names(account, 'product_categories')).toEqual(['Oświetlenie']);

    await api.call('POST', `/api/product-import/tasks/${taskId}/import`);
    await runImportJob(ctx.database.db, ctx.app.deps, taskId);
    expect(await names(account, 'product_categories')).toEqual(['Lampy stojące', 'Oświetlenie', 'Plafony']);
    expect(await names(account, 'brands')).toEqual([]);
    const rows = (
      (await ctx.database.db.execute(
        sql`select p.sku, c.name from products p join product_categories c on c.id = p.category_id where p.account_id = ${account.accountId} order by p.sku`,
      )) as unknown as { rows: { sku: string; name: string }[] }
    ).rows;
    expect(rows).toEqual([
      { sku: 'C-1', name: 'Lampy stojące' },
      { sku: 'C-2', name: 'Lampy stojące' },
      { sku: 'C-3', name: 'Plafony' },
      { sku: 'C-4', name: 'Oświetlenie' },
    ]);
  });

  it('each dictionary follows its own choice; none sent keeps the old behaviour; a wrong choice is refused', async () => {
    const { account, api } = await importAccount(ctx);
    const csv =
      'sku;name;marka;dostawca;kategoria;producent\nD-1;Kubek;Marka A;;;\nD-2;Talerz;;Dostawca B;;\nD-3;Miska;;;;Producent C\nD-4;Dzbanek;;;Kategoria D;\n';
    const rejectAll = { producers: 'reject', brands: 'reject', suppliers: 'reject', categories: 'reject' };
    const taskId = (await api.upload('produkty.csv', csv)).json().taskId as string;
    const refused = (await confirm(api, taskId, { missingEntries: rejectAll })).json();
    expect(refused.rejectedRows.map((row: { reason: string }) => row.reason)).toEqual([
      'marka: nie istnieje „Marka A”',
      'dostawca: nie istnieje „Dostawca B”',
      'producent: nie istnieje „Producent C”',
      'kategoria: nie istnieje „Kategoria D”',
    ]);
    expect(refused.newEntries).toEqual([]);
    const defaults = (await confirm(api, taskId, {})).json();
    expect(defaults.rejectedRows).toEqual([
      {
        line: 5,
        field: 'categoryName',
        reason: rowMessages.categoryMissing('Kategoria D'),
        value: 'Kategoria D',
      },
    ]);
    expect(defaults.newEntries.map((entry: { text: string }) => entry.text)).toEqual([
      'utworzy 1 nową markę: Marka A',
      'utworzy 1 nowego dostawcę: Dostawca B',
      'utworzy 1 nowego producenta: Producent C',
    ]);
    const wrong = await confirm(api, taskId, { missingEntries: { categories: 'maybe' } });
    expect(wrong.statusCode).toBe(400);

    await runToEnd(api, csv, { missingEntries: { ...rejectAll, suppliers: 'create' } });
    expect(await names(account, 'suppliers')).toEqual(['Dostawca B']);
    expect(await names(account, 'brands')).toEqual([]);
    expect(await names(account, 'producers')).toEqual([]);
  });

  it('a template keeps the choice; a schedule keeps the one it was made with', async () => {
    const { account, api } = await importAccount(ctx);
    const created = await api.call('POST', '/api/product-import/templates', {
      name: 'Z kategoriami',
      fieldMapping: { sku: 'sku', name: 'name', kategoria: 'categoryName' },
      missingEntries: { categories: 'create' },
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template.missingEntries).toEqual({
      producers: 'create',
      brands: 'create',
      suppliers: 'create',
      categories: 'create',
    });
    const old = (
      await api.call('POST', '/api/product-import/templates', { name: 'Stary', fieldMapping: { sku: 'sku' } })
    ).json();
    expect(old.missingEntries).toEqual({
      producers: 'create',
      brands: 'create',
      suppliers: 'create',
      categories: 'reject',
    });
    expect(
      (await api.call('GET', '/api/product-import/templates'))
        .json()
        .find((item: { id: string }) => item.id === template.id).missingEntries.categories,
    ).toBe('create');

    const schedule = await api.call('POST', '/api/product-import/schedules', {
      templateId: template.id,
      name: 'Kategorie',
      url: `${base}/feed.csv`,
      intervalUnit: 'Minutes',
      intervalValue: 5,
      startTime: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(schedule.json().missingEntries.categories).toBe('create');
    // The template changes afterwards: the schedule keeps what it was made with.
    await api.call('PUT', `/api/product-import/templates/${template.id}`, {
      name: 'Z kategoriami',
      fieldMapping: { sku: 'sku', name: 'name', kategoria: 'categoryName' },
      missingEntries: { categories: 'reject' },
    });
    await runDueSchedules(
      ctx.database.db,
      (runId) => runImportJob(ctx.database.db, ctx.app.deps, runId),
      ctx.app.deps,
      onlyTestHost,
      new Date(Date.now() + 120_000),
    );
    expect(await names(account, 'product_categories')).toEqual(['Nowa z harmonogramu']);
    const [listed] = (await api.call('GET', '/api/product-import/schedules')).json();
    expect(listed.missingEntries.categories).toBe('create');
  });

  it('the rollback removes the entries the import created that nothing uses, and keeps (and names) the ones still used', async () => {
    const { account, api } = await importAccount(ctx);
    await ctx.database.db.execute(
      sql`insert into brands (account_id, name) values (${account.accountId}, 'Stara')`,
    );
    await ctx.database.db.execute(
      sql`insert into products (account_id, sku, name) values (${account.accountId}, 'OLD-1', 'Stary produkt')`,
    );
    const csv =
      'sku;name;marka;kategoria\nR-1;Lampa;Lumos;Lampy\nR-2;Kinkiet;Nox;Kinkiety\nR-3;Plafon;Stara;Plafony\n';
    const { taskId, dry } = await runToEnd(api, csv, { missingEntries: allCreate });
    expect(dry.created).toBe(3);
    expect(await names(account, 'brands')).toEqual(['Lumos', 'Nox', 'Stara']);
    // Someone gives an older product the new brand 'Nox' and an auto-category rule targets 'Kinkiety'.
    await ctx.database.db.execute(
      sql`update products set brand_id = (select id from brands where account_id = ${account.accountId} and name = 'Nox') where account_id = ${account.accountId} and sku = 'OLD-1'`,
    );
    await ctx.database.db.execute(sql`
      insert into auto_category_rules (account_id, name, target_category_id, position, condition)
      select ${account.accountId}, 'Reguła', id, 1, '{}'::jsonb from product_categories where account_id = ${account.accountId} and name = 'Kinkiety'`);

    const rollback = await api.call('POST', `/api/product-import/logs/${taskId}/rollback`);
    expect(rollback.statusCode).toBe(200);
    const result = rollback.json();
    expect(result.deleted).toBe(3);
    const listed = (entries: { dictionary: string; name: string }[]) =>
      entries.map((entry) => `${entry.dictionary}:${entry.name}`).sort();
    expect(listed(result.entries.removed)).toEqual([
      'brands:Lumos',
      'categories:Lampy',
      'categories:Plafony',
    ]);
    expect(listed(result.entries.kept)).toEqual(['brands:Nox', 'categories:Kinkiety']);
    expect(await names(account, 'brands')).toEqual(['Nox', 'Stara']);
    expect(await names(account, 'product_categories')).toEqual(['Kinkiety']);
    const audit = (
      (await ctx.database.db.execute(
        sql`select details->>'note' as note from audit_log where account_id = ${account.accountId} and target_id = ${taskId} order by created_at desc limit 1`,
      )) as unknown as { rows: { note: string }[] }
    ).rows[0];
    expect(audit?.note).toContain('zachowano 2 (w użyciu: marka „Nox”, kategoria „Kinkiety”)');
    const log = (await api.call('GET', `/api/product-import/logs/${taskId}`)).json();
    expect(log.entry.message).toContain(
      'usunięto 3 wpisy słowników, zachowano używane: marka „Nox”, kategoria „Kinkiety”',
    );
  });

  it("an entry another import's change record names is kept", async () => {
    const { account, api } = await importAccount(ctx);
    const first = await runToEnd(api, 'sku;name;marka\nA-1;Kubek;Lumos\n', { missingEntries: allCreate });
    await ctx.database.db.execute(
      sql`insert into products (account_id, sku, name) values (${account.accountId}, 'B-1', 'Talerz')`,
    );
    // A second import gives B-1 the brand; its rollback would put it back to none, but its record names the brand.
    await runToEnd(api, 'sku;marka\nB-1;Lumos\n', { missingEntries: allCreate });
    await ctx.database.db.execute(
      sql`update products set brand_id = null where account_id = ${account.accountId} and sku = 'B-1'`,
    );
    const result = (await api.call('POST', `/api/product-import/logs/${first.taskId}/rollback`)).json();
    expect(result.entries).toMatchObject({ removed: [], kept: [{ dictionary: 'brands', name: 'Lumos' }] });
    expect(await names(account, 'brands')).toEqual(['Lumos']);
  });
});
