import { and, eq, inArray, sql } from 'drizzle-orm';
import { dictionaryMessages } from '@zaplecze/contract/products/product-dictionaries';
import { auditLog } from '../../../db/schema/index';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { addDefaults, importClient } from '../__fixtures__/client';

const mapping = {
  sku: 'sku',
  name: 'name',
  marka: 'brandName',
  dostawca: 'supplierName',
  kategoria: 'categoryName',
  producent: 'producentName',
};

describe('product import: dictionaries by name', () => {
  const ctx = useTestApp();
  let account: TestUser;
  let api: ReturnType<typeof importClient>;
  const names = async (table: string) =>
    (
      (await ctx.database.db.execute(
        sql`select name from ${sql.identifier(table)} where account_id = ${account.accountId} order by name`,
      )) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name);
  const product = async (sku: string) =>
    (
      (await ctx.database.db.execute(sql`
      select b.name as brand, s.name as supplier, c.name as category, pr.name as producer
      from products p left join brands b on b.id = p.brand_id left join suppliers s on s.id = p.supplier_id
        left join product_categories c on c.id = p.category_id left join producers pr on pr.id = p.producer_id
      where p.account_id = ${account.accountId} and p.sku = ${sku}`)) as unknown as {
        rows: Record<string, string | null>[];
      }
    ).rows[0];

  beforeAll(async () => {
    account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    api = importClient(ctx, account);
    await ctx.database.db.execute(
      sql`insert into brands (account_id, name) values (${account.accountId}, 'Solaris')`,
    );
    await ctx.database.db.execute(
      sql`insert into product_categories (account_id, name) values (${account.accountId}, 'Oświetlenie')`,
    );
  });

  it('matches names case-insensitively, creates missing brands, suppliers and producers, refuses unknown categories', async () => {
    const csv = [
      'sku;name;marka;dostawca;kategoria;producent',
      'N-1;Lampa;SOLARIS;Hurt-Pol;oświetlenie;Lumen',
      'N-2;Kinkiet;Lumos;hurt-pol;Oświetlenie;',
      'N-3;Żarówka;Lumos;;Nieznana;',
    ].join('\n');
    const task = (await api.upload('slowniki.csv', csv)).json();
    expect(task.autoMapping).toMatchObject({
      marka: 'brandName',
      dostawca: 'supplierName',
      kategoria: 'categoryName',
      producent: 'producentName',
    });
    const dry = (await api.confirm(task.taskId, mapping)).json();
    expect(dry).toMatchObject({ created: 2, rejected: 1 });
    expect(dry.rejectedRows).toEqual([
      { line: 4, field: 'categoryName', reason: rowMessages.categoryMissing('Nieznana'), value: 'Nieznana' },
    ]);
    expect(dry.newEntries).toEqual(
      expect.arrayContaining([
        { dictionary: 'brands', count: 1, names: ['Lumos'], text: 'utworzy 1 nową markę: Lumos' },
        {
          dictionary: 'suppliers',
          count: 1,
          names: ['Hurt-Pol'],
          text: 'utworzy 1 nowego dostawcę: Hurt-Pol',
        },
        { dictionary: 'producers', count: 1, names: ['Lumen'], text: 'utworzy 1 nowego producenta: Lumen' },
      ]),
    );
    // The dry run writes no dictionary entry.
    expect(await names('brands')).toEqual(['Solaris']);

    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    const { runImportJob } = await import('../runs/service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await names('brands')).toEqual(['Lumos', 'Solaris']);
    expect(await names('suppliers')).toEqual(['Hurt-Pol']);
    expect(await names('product_categories')).toEqual(['Oświetlenie']);
    expect(await product('N-1')).toEqual({
      brand: 'Solaris',
      supplier: 'Hurt-Pol',
      category: 'Oświetlenie',
      producer: 'Lumen',
    });
    expect(await product('N-2')).toEqual({
      brand: 'Lumos',
      supplier: 'Hurt-Pol',
      category: 'Oświetlenie',
      producer: null,
    });
  });

  it('shows a changed dictionary by name in the diff, not by id', async () => {
    const { dry, taskId } = await api.importCsv('sku;marka\nN-1;Lumos\n', { sku: 'sku', marka: 'brandName' });
    expect(dry).toMatchObject({ updated: 1, newEntries: [] });
    expect(dry.diffs[0].changes).toEqual(['marka: Solaris → Lumos']);
    expect((await api.call('GET', `/api/product-import/logs/${taskId}`)).json().changes[0].changes).toEqual([
      'marka: Solaris → Lumos',
    ]);
    const plural = (
      await api.confirm((await api.upload('m.csv', 'sku;marka\nN-1;A\nN-2;B\nN-3;C\n')).json().taskId, {
        sku: 'sku',
        marka: 'brandName',
      })
    ).json();
    expect(plural.newEntries[0].text).toBe('utworzy 3 nowe marki: A, B, C');
  });

  it('a Polish Excel file (Windows-1250, ;, HTML over lines, a mangled EAN) resolves its dictionaries by name', async () => {
    const user = await createAccount(ctx);
    const client = importClient(ctx, user);
    const csv = [
      'Kod;Nazwa;Opis;EAN;Marka;Dostawca',
      'PL-1;Żółty kubek;"<p>Kubek,',
      'pojemność 300 ml</p>";5901234123457;Łódź-Pol;Hurtownia Śląsk',
      'PL-2;Świeca;<b>sojowa</b>;5.90197E+12;łódź-pol;Hurtownia Śląsk',
    ].join('\r\n');
    const task = (await client.upload('eksport.csv', iconv.encode(csv, 'win1250'))).json();
    expect(task.sourceInfo).toMatchObject({ encoding: 'win1250', delimiter: ';' });
    const dry = (
      await client.confirm(task.taskId, task.autoMapping, 'AddAndUpdate', 'Sku', {
        fieldErrorPolicy: 'rejectRow',
      })
    ).json();
    expect(task.autoMapping).toMatchObject({ Marka: 'brandName', Dostawca: 'supplierName', EAN: 'ean' });
    expect(dry).toMatchObject({ created: 1, rejected: 1 });
    // Lines are spreadsheet rows: the quoted cell over two file lines is one row.
    expect(dry.rejectedRows).toEqual([
      { line: 3, field: 'ean', reason: rowMessages.eanScientific, value: '5.90197E+12' },
    ]);
    // The rejected row's names are not counted as new entries.
    expect(dry.newEntries.map((entry: { text: string }) => entry.text)).toEqual([
      'utworzy 1 nową markę: Łódź-Pol',
      'utworzy 1 nowego dostawcę: Hurtownia Śląsk',
    ]);
  });

  it('dictionaries of another account are never matched', async () => {
    const other = await createAccount(ctx);
    const client = importClient(ctx, other);
    const run = await client.importCsv('sku;name;kategoria\nO-1;Obcy;Oświetlenie\n', {
      sku: 'sku',
      name: 'name',
      kategoria: 'categoryName',
    });
    expect(run.dry.rejectedRows[0]).toMatchObject({
      field: 'categoryName',
      reason: rowMessages.categoryMissing('Oświetlenie'),
    });
  });

  it('entries are made by their modules: the form refuses a too-long name by field; creations and the rollback are audited', async () => {
    const user = await createAccount(ctx);
    const client = importClient(ctx, user);
    const long = 'B'.repeat(129);
    const { taskId, dry } = await client.importCsv(
      `sku;name;marka;producent\nA-1;Lampa;Nowa Marka;Nowy Producent\nA-2;Kinkiet;${long};\n`,
      { sku: 'sku', name: 'name', marka: 'brandName', producent: 'producentName' },
    );
    expect(dry).toMatchObject({ created: 1, rejected: 1 });
    expect(dry.rejectedRows).toEqual([
      { line: 3, field: 'brandName', reason: `marka: ${dictionaryMessages.tooLong(128)}`, value: long },
    ]);
    expect(dry.newEntries.map((entry: { text: string }) => entry.text)).toEqual([
      'utworzy 1 nową markę: Nowa Marka',
      'utworzy 1 nowego producenta: Nowy Producent',
    ]);
    const audited = () =>
      ctx.database.db
        .select({ action: auditLog.action, targetType: auditLog.targetType, label: auditLog.targetLabel })
        .from(auditLog)
        .where(
          and(eq(auditLog.accountId, user.accountId), inArray(auditLog.targetType, ['brand', 'producer'])),
        )
        .orderBy(auditLog.targetType, auditLog.action);
    // As if made by hand: one 'create' entry each, by the brands and producers modules.
    expect(await audited()).toEqual([
      { action: 'create', targetType: 'brand', label: 'Nowa Marka' },
      { action: 'create', targetType: 'producer', label: 'Nowy Producent' },
    ]);
    const rollback = await client.call('POST', `/api/product-import/logs/${taskId}/rollback`);
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().entries.removed.map((entry: { name: string }) => entry.name)).toEqual([
      'Nowy Producent',
      'Nowa Marka',
    ]);
    expect(await audited()).toEqual([
      { action: 'create', targetType: 'brand', label: 'Nowa Marka' },
      { action: 'delete', targetType: 'brand', label: 'Nowa Marka' },
      { action: 'create', targetType: 'producer', label: 'Nowy Producent' },
      { action: 'delete', targetType: 'producer', label: 'Nowy Producent' },
    ]);
  });
});
