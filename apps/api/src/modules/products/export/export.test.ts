import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { productExportHeaders, productListMessages } from '@zaplecze/contract/products/products-list';
import { productJobs } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, insertProducer, insertProducts } from '../list/fixtures';
import { productExportJobName, productExportSettings, runProductExportJob } from './service';

describe('products: export of the filtered list to CSV and XLSX as a job', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  const exportOf = async (format: 'csv' | 'xlsx', query: object, descriptions?: 'html' | 'text') => {
    const response = await apiAs(ctx, admin)('POST', '/api/products/export', { format, query, descriptions });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json();
    expect(ctx.sentJobs.at(-1)).toEqual({ name: productExportJobName, data: { jobId } });
    expect((await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}`)).json()).toMatchObject({
      status: 'queued',
    });
    expect((await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}/file`)).statusCode).toBe(409);
    await runProductExportJob(ctx.database.db, ctx.app.deps.storage, jobId);
    return jobId as string;
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    const producer = await insertProducer(ctx.database.db, admin.accountId, 'Mleczarnia Łowicz');
    await insertProducts(ctx.database.db, admin.accountId, [
      {
        sku: 'SER-1',
        name: 'Ser żółty; plastry',
        ean: '5901234123457',
        price: '12.50',
        stock: 4,
        producerId: producer.id,
        pictures: [{ url: 'https://example.pl/ser.jpg', description: 'Ser' }],
        longDescription: '<p>Żółty <b>ser</b> &amp; masło</p>',
        tags: ['nabiał'],
      },
      { sku: 'SER-2', name: '=HYPERLINK("http://zlo.pl")', price: '7.00', stock: 1, tags: ['nabiał'] },
      { sku: 'MLE-1', name: 'Mleko 3,2%', price: '3.99', stock: 40 },
    ]);
    await insertProducts(ctx.database.db, other.accountId, [
      { sku: 'SER-9', name: 'Ser obcy', tags: ['nabiał'] },
    ]);
  });

  it('writes a CSV of the filtered products with the import columns, formula-safe, downloadable by the account only', async () => {
    productExportSettings.chunkSize = 1;
    // Module state is shared by the files of a worker (isolate: false): put it back even on failure.
    const jobId = await exportOf('csv', { tags: 'nabiał' }).finally(() => {
      productExportSettings.chunkSize = 1000;
    });
    const job = (await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}`)).json();
    expect(job).toMatchObject({ status: 'done', processed: 2, total: 2, error: null });
    expect(job.fileName).toMatch(/^produkty_\d{4}-\d{2}-\d{2}\.csv$/);

    const file = await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(job.fileName);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(';')).toEqual([...productExportHeaders]);
    const cheese = lines.find((line) => line.startsWith('SER-1'))!;
    expect(cheese).toContain('"Ser żółty; plastry"');
    expect(cheese).toContain('12.50;PLN;4');
    expect(cheese).toContain('https://example.pl/ser.jpg;Ser');
    expect(cheese).toContain('Mleczarnia Łowicz');
    expect(lines.find((line) => line.startsWith('SER-2'))).toContain(`"'=HYPERLINK(""http://zlo.pl"")"`);

    expect((await apiAs(ctx, other)('GET', `/api/products/export/${jobId}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, other)('GET', `/api/products/export/${jobId}/file`)).statusCode).toBe(404);
  });

  it('writes descriptions as HTML by default and as text when asked', async () => {
    const line = async (descriptions?: 'html' | 'text') => {
      const jobId = await exportOf('csv', { search: 'SER-1' }, descriptions);
      const file = await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}/file`);
      return file.body.split('\r\n').find((row) => row.startsWith('SER-1'))!;
    };
    expect(await line()).toContain('<p>Żółty <b>ser</b> &amp; masło</p>');
    const text = await line('text');
    expect(text).toContain(';Żółty ser & masło;');
    expect(text).not.toContain('<p>');
  });

  it('a finished export whose file is gone from disk answers 409 with a Polish message, not 500', async () => {
    const jobId = await exportOf('csv', { tags: 'nabiał' });
    const [row] = await ctx.database.db.select().from(productJobs).where(eq(productJobs.id, jobId));
    expect(row!.filePath).toBe(`product-exports/${admin.accountId}/${jobId}.csv`);
    await ctx.app.deps.storage.delete(row!.filePath!);
    const file = await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}/file`);
    expect(file.statusCode, file.body).toBe(409);
    expect(file.json().error.message).toBe(productListMessages.fileGone);
  });

  it('writes an XLSX that opens with the same rows', async () => {
    const jobId = await exportOf('xlsx', { search: 'SER' });
    const file = await apiAs(ctx, admin)('GET', `/api/products/export/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Produkty')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...productExportHeaders]);
    const names = [sheet.getRow(2), sheet.getRow(3)].map((row) => row.getCell(3).value);
    expect(names.sort()).toEqual([`'=HYPERLINK("http://zlo.pl")`, 'Ser żółty; plastry']);
  });

  it('refuses a bad filter at once and needs PIM read', async () => {
    const bad = await apiAs(ctx, admin)('POST', '/api/products/export', {
      format: 'csv',
      query: { priceFrom: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const none = await createAccount(ctx, { permissions: [] });
    expect(
      (await apiAs(ctx, none)('POST', '/api/products/export', { format: 'csv', query: {} })).statusCode,
    ).toBe(403);
  });
});
