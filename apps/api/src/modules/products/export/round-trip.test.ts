import { describe, expect, it } from 'vitest';
import { productExportHeaders } from '@zaplecze/contract/products/products-list';
import { sql } from 'drizzle-orm';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { multipartFile } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { runImportJob } from '../../product-import/service';
import { runProductExportJob } from './service';

/** Issue 27 item 2: a file exported with the default settings is imported back unchanged. */
describe('products: export → import with the automatic mapping → the dry run changes nothing', () => {
  const ctx = useTestApp();

  const catalogueCsv = [
    'SKU;Nazwa;EAN;Cena;Stan magazynowy;Krótki opis;Opis;Waga;Jednostka wagi',
    'KUB-1;Kubek „Zając” 300 ml;5901234123457;1604.99;7;Kubek;"<p>Ceramiczny <b>kubek</b>; zmywarka &amp; mikrofala.</p>";0.35;kg',
    'TAL-2;Talerz płytki;;7250.5;0;;;;',
    'MIS-3;Miska ż;;12;3;;"<ul><li>jeden</li><li>dwa</li></ul>";;',
  ].join('\r\n');

  async function exported(user: TestUser, format: 'csv' | 'xlsx') {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/export',
      payload: { format, query: {} },
      headers: user.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    await runProductExportJob(ctx.database.db, ctx.app.deps.storage, jobId);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/export/${jobId}/file`,
      headers: user.headers,
    });
    expect(file.statusCode, file.body).toBe(200);
    return file.rawPayload;
  }

  /** The import wizard's upload and dry run (mapping: the automatic one unless given). */
  async function dryRunOf(
    user: TestUser,
    name: string,
    bytes: Buffer,
    format: string,
    mapping?: Record<string, string>,
  ) {
    const form = multipartFile('file', name, 'application/octet-stream', bytes);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/product-import/upload?format=${format}`,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { taskId, autoMapping } = uploaded.json();
    const dry = await ctx.app.inject({
      method: 'POST',
      url: `/api/product-import/tasks/${taskId}/confirm`,
      payload: { mapping: mapping ?? autoMapping, importMode: 'AddAndUpdate', productIdentifier: 'Sku' },
      headers: user.headers,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    return { taskId: taskId as string, autoMapping: autoMapping as Record<string, string>, dry: dry.json() };
  }

  /** An account with a default warehouse and price list whose catalogue came from a file import. */
  async function catalogue() {
    const account = await createAccount(ctx);
    await ctx.database.db.execute(sql`
      insert into price_lists (account_id, system_id, name, type, currency, hierarchy, is_default)
      values (${account.accountId}, 1, 'Detaliczna', 'independent', 'PLN', 1, true)`);
    await ctx.database.db.execute(sql`
      insert into warehouses (account_id, system_id, name, hierarchy_position, is_default)
      values (${account.accountId}, 1, 'Główny', 1, true)`);
    const first = await dryRunOf(account, 'katalog.csv', Buffer.from(catalogueCsv), 'CSV', {
      SKU: 'sku',
      Nazwa: 'name',
      EAN: 'ean',
      Cena: 'price.amount',
      'Stan magazynowy': 'stock',
      'Krótki opis': 'shortDescription',
      Opis: 'longDescription',
      Waga: 'weight.amount',
      'Jednostka wagi': 'weight.unit',
    });
    expect(first.dry).toMatchObject({ created: 3, rejected: 0 });
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/product-import/tasks/${first.taskId}/import`,
      headers: account.headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    await runImportJob(ctx.database.db, ctx.app.deps, first.taskId);
    return account;
  }

  it('CSV: Polish headers, every column mapped automatically, 0 changes', async () => {
    const account = await catalogue();
    const bytes = await exported(account, 'csv');
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]!.split(';')).toEqual([...productExportHeaders]);
    expect(text).toContain('1604.99');

    const { autoMapping, dry } = await dryRunOf(account, 'produkty.csv', bytes, 'CSV');
    expect(Object.keys(autoMapping)).toHaveLength(productExportHeaders.length);
    expect(dry).toMatchObject({ created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(dry.diffs).toEqual([]);
  });

  it('XLSX: the same round trip through a spreadsheet', async () => {
    const account = await catalogue();
    const bytes = await exported(account, 'xlsx');
    const { dry } = await dryRunOf(account, 'produkty.xlsx', bytes, 'XLSX');
    expect(dry).toMatchObject({ created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(dry.diffs).toEqual([]);
  });
});
