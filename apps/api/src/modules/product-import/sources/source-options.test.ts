import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import type { TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { fixturePath, importAccount, type ImportClient, productsOf } from '../__fixtures__/client';

/** The wizard's manual choices: encoding, separator, sheet, record path (sent with upload, preview and dry run). */
describe('product import: reading choices', () => {
  const ctx = useTestApp();
  let account: TestUser;
  let api: ImportClient;
  beforeAll(async () => ({ account, api } = await importAccount(ctx)));

  it('detects a Polish Excel file and reports what it detected; a wrong encoding chosen shows mangled letters', async () => {
    const task = (await api.uploadFixture('excel-pl-1250.csv')).json();
    expect(task.sourceOptions).toEqual({ encoding: 'auto', delimiter: 'auto' });
    expect(task.sourceInfo).toEqual({
      encoding: 'win1250',
      delimiter: ';',
      sample: 'Kod produktu;Nazwa produktu;Opis;EAN;Cena brutto;Ilość;Waga;Producent',
    });
    const forced = await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, {
      encoding: 'utf8',
      delimiter: 'auto',
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().sourceInfo).toMatchObject({ encoding: 'utf8', invalidUtf8: 25 });
    expect(forced.json().sourceInfo.sample).toContain('Ilo\uFFFD');
    expect(forced.json().header).not.toContain('Ilość');
    const back = (
      await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, { encoding: 'win1250' })
    ).json();
    expect(back.header).toContain('Ilość');
    expect(back.preview[0][1]).toBe('Żółta łódź „Śmiała”');
  });

  it('a separator override splits the file as chosen and the import uses it', async () => {
    // Commas inside unquoted cells: a comma file whose names hold semicolons would be guessed wrong.
    const csv = 'sku,name\nS-1,Kubek; biały\nS-2,Talerz; głęboki\n';
    const upload = api.upload('sep.csv', iconv.encode(csv, 'win1250'));
    const task = (await upload).json();
    const chosen = (
      await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, { delimiter: ',' })
    ).json();
    expect(chosen.header).toEqual(['sku', 'name']);
    expect(chosen.preview[0]).toEqual(['S-1', 'Kubek; biały']);
    await api.confirm(task.taskId, { sku: 'sku', name: 'name' });
    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    const { runImportJob } = await import('../runs/service');
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect((await productsOf(ctx, account.accountId)).map((product) => product.name)).toEqual([
      'Kubek; biały',
      'Talerz; głęboki',
    ]);
  });

  it('choices travel with the upload and the dry run, validated by the contract', async () => {
    const csv = iconv.encode('sku;name\nU-1;Łyżka\n', 'win1250');
    const bad = await api.upload('x.csv', csv, 'CSV&encoding=latin2');
    expect(bad.statusCode).toBe(400);
    const task = (await api.upload('x.csv', csv, 'CSV&encoding=win1250&delimiter=%3B')).json();
    expect(task.sourceOptions).toEqual({ encoding: 'win1250', delimiter: ';' });
    expect(task.preview[0]).toEqual(['U-1', 'Łyżka']);
    const dry = await api.call('POST', `/api/product-import/tasks/${task.taskId}/confirm`, {
      mapping: { sku: 'sku', name: 'name' },
      sourceOptions: { encoding: 'win1250', delimiter: ';' },
    });
    expect(dry.json()).toMatchObject({ created: 1, rejected: 0 });
  });

  it('lists the workbook sheets and reads the chosen one; a missing sheet is refused in Polish', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Instrukcja').addRow(['Wypełnij arkusz Produkty']);
    workbook.getWorksheet('Instrukcja')!.addRow(['Nie zmieniaj nagłówków']);
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['SKU', 'Nazwa']);
    sheet.addRow(['X-1', 'Kubek']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploaded = await api.upload('arkusze.xlsx', bytes, 'XLSX');
    // Once seen failing under load in the gate with no body to tell why: the status and body say it.
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const task = uploaded.json();
    expect(task.sourceInfo.sheets).toEqual(['Instrukcja', 'Produkty']);
    expect(task.header).toEqual(['Wypełnij arkusz Produkty']);
    const chosen = (
      await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, { sheet: 'Produkty' })
    ).json();
    expect(chosen.header).toEqual(['SKU', 'Nazwa']);
    expect(chosen.preview).toEqual([['X-1', 'Kubek']]);
    const missing = await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, {
      sheet: 'Brak',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.sourceOptions).toBe(importMessages.xlsxSheetMissing('Brak'));
  });

  it('lists the XML record-path candidates and reads the chosen one', async () => {
    const task = (
      await api.upload('feed.xml', readFileSync(fixturePath('google-merchant.xml')), 'XML')
    ).json();
    expect(task.sourceInfo.recordPath).toBe('rss/channel/item');
    expect(task.sourceInfo.recordPaths[0]).toBe('rss/channel/item');
    expect(task.sourceInfo.recordPaths).toContain('rss/channel');
    const channel = (
      await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, { recordPath: 'rss/channel' })
    ).json();
    expect(channel.header).toContain('title');
    const missing = await api.call('PUT', `/api/product-import/tasks/${task.taskId}/source`, {
      recordPath: 'rss/nic',
    });
    expect(missing.json().error.fields.sourceOptions).toBe(importMessages.xmlRecordPathMissing('rss/nic'));
  });
});
