import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { addDefaults, importClient, productsOf } from '../__fixtures__/client';
import { runDueSchedules } from '../schedules/service';
import { runImportJob } from '../runs/service';

// Two commas per line against one semicolon: the automatic guess splits this ';' file at the commas.
const header = 'sku;nazwa, kolor, opis';
const polishCsv = iconv.encode(
  `${header}\nS-1;Żółta łódź, biała, duża\nS-2;Kubek, zielony, mały\n`,
  'win1250',
);
const mapping = { sku: 'sku', [header.split(';')[1]!]: 'name' };

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Instrukcja').addRow(['Wypełnij arkusz Produkty']);
  const sheet = book.addWorksheet('Produkty');
  sheet.addRow(['SKU', 'Nazwa']);
  sheet.addRow(['X-1', 'Kubek z arkusza']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const feed =
  '<?xml version="1.0"?><feed><info><name>Hurtownia</name></info><info><name>Sklep</name></info><offers><o><id>R-1</id><name>Z rekordu</name></o></offers></feed>';

/** Templates keep the reading choices with the mapping; schedules keep the ones chosen when they were made (issue #15). */
describe('product import: reading choices kept in templates and schedules', () => {
  const ctx = useTestApp();
  let server: Server;
  let base: string;
  const onlyTestHost = { isForbidden: (address: string) => address !== '127.0.0.2' };

  beforeAll(async () => {
    const files: Record<string, Buffer | string> = {
      '/produkty.xlsx': await workbook(),
      '/feed.xml': feed,
      '/polskie.csv': polishCsv,
    };
    server = createServer((request, response) => response.end(files[request.url ?? ''] ?? ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a template saved with Windows-1250 and ";" reads a new upload right when applied; wrong choices are refused by field', async () => {
    const account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    const api = importClient(ctx, account);
    const bad = await api.call('POST', '/api/product-import/templates', {
      name: 'Zły',
      fieldMapping: mapping,
      sourceOptions: { encoding: 'latin2' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['sourceOptions.encoding']).toBe('Wybierz kodowanie z listy');
    const saved = await api.call('POST', '/api/product-import/templates', {
      name: 'Excel',
      fieldMapping: mapping,
      sourceOptions: { encoding: 'win1250', delimiter: ';' },
    });
    expect(saved.json().sourceOptions).toEqual({ encoding: 'win1250', delimiter: ';' });
    const [template] = (await api.call('GET', '/api/product-import/templates')).json();
    expect(template.sourceOptions).toEqual({ encoding: 'win1250', delimiter: ';' });

    // Without the template the file is guessed wrong…
    const guessed = (await api.upload('polskie.csv', polishCsv)).json();
    expect(guessed.header).not.toContain(header.split(';')[1]);
    // …and with it (the wizard sends the applied choices with the upload) it reads right, through to the catalogue.
    const { encoding, delimiter } = template.sourceOptions;
    const task = (
      await api.upload(
        'polskie.csv',
        polishCsv,
        `CSV&encoding=${encoding}&delimiter=${encodeURIComponent(delimiter)}`,
      )
    ).json();
    expect(task.header).toEqual(['sku', 'nazwa, kolor, opis']);
    const dry = await api.call('POST', `/api/product-import/tasks/${task.taskId}/confirm`, {
      mapping: template.fieldMapping,
      sourceOptions: template.sourceOptions,
    });
    expect(dry.json()).toMatchObject({ created: 2, rejected: 0 });
    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect((await productsOf(ctx, account.accountId)).map((product) => product.name)).toEqual([
      'Żółta łódź, biała, duża',
      'Kubek, zielony, mały',
    ]);

    const updated = await api.call('PUT', `/api/product-import/templates/${template.id}`, {
      name: 'Excel',
      fieldMapping: mapping,
    });
    expect(updated.json().sourceOptions).toEqual({ encoding: 'auto', delimiter: 'auto' });
  });

  it('a schedule made with a sheet and one with a record path run with them, even after the template changes', async () => {
    const account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    const api = importClient(ctx, account);
    const xlsxTemplate = (
      await api.call('POST', '/api/product-import/templates', {
        name: 'Arkusz',
        format: 'XLSX',
        fieldMapping: { SKU: 'sku', Nazwa: 'name' },
      })
    ).json();
    const xmlTemplate = (
      await api.call('POST', '/api/product-import/templates', {
        name: 'Oferty',
        format: 'XML',
        fieldMapping: { id: 'sku', name: 'name' },
      })
    ).json();
    const start = new Date(Date.now() + 60_000).toISOString();
    const every = { intervalUnit: 'Minutes', intervalValue: 5, startTime: start };
    const sheet = await api.call('POST', '/api/product-import/schedules', {
      ...every,
      templateId: xlsxTemplate.id,
      name: 'Arkusz',
      url: `${base}/produkty.xlsx`,
      sourceOptions: { sheet: 'Produkty' },
    });
    expect(sheet.json().sourceOptions).toEqual({ encoding: 'auto', delimiter: 'auto', sheet: 'Produkty' });
    await api.call('POST', '/api/product-import/schedules', {
      ...every,
      templateId: xmlTemplate.id,
      name: 'Oferty',
      url: `${base}/feed.xml`,
      sourceOptions: { recordPath: 'feed/offers/o' },
    });
    // The template changed afterwards: the schedules keep what they were made with.
    await api.call('PUT', `/api/product-import/templates/${xlsxTemplate.id}`, {
      name: 'Arkusz',
      format: 'XLSX',
      fieldMapping: { SKU: 'sku', Nazwa: 'name' },
      sourceOptions: { sheet: 'Instrukcja' },
    });

    const later = new Date(Date.now() + 120_000);
    await runDueSchedules(
      ctx.database.db,
      (runId) => runImportJob(ctx.database.db, ctx.app.deps, runId),
      ctx.app.deps,
      onlyTestHost,
      later,
    );
    expect((await productsOf(ctx, account.accountId)).map((product) => product.name)).toEqual([
      'Z rekordu',
      'Kubek z arkusza',
    ]);
    const listed = (await api.call('GET', '/api/product-import/schedules')).json();
    expect(listed.map((schedule: { sourceOptions: object }) => schedule.sourceOptions)).toEqual(
      expect.arrayContaining([
        { encoding: 'auto', delimiter: 'auto', sheet: 'Produkty' },
        { encoding: 'auto', delimiter: 'auto', recordPath: 'feed/offers/o' },
      ]),
    );
  });

  it("a schedule made without choices takes its template's", async () => {
    const account = await createAccount(ctx);
    await addDefaults(ctx, account.accountId);
    const api = importClient(ctx, account);
    const template = (
      await api.call('POST', '/api/product-import/templates', {
        name: 'Excel',
        fieldMapping: mapping,
        sourceOptions: { encoding: 'win1250', delimiter: ';' },
      })
    ).json();
    const start = new Date(Date.now() + 60_000).toISOString();
    const created = await api.call('POST', '/api/product-import/schedules', {
      templateId: template.id,
      name: 'Nocny',
      url: `${base}/polskie.csv`,
      intervalUnit: 'Minutes',
      intervalValue: 5,
      startTime: start,
    });
    expect(created.json().sourceOptions).toEqual({ encoding: 'win1250', delimiter: ';' });
    await runDueSchedules(
      ctx.database.db,
      (runId) => runImportJob(ctx.database.db, ctx.app.deps, runId),
      ctx.app.deps,
      onlyTestHost,
      new Date(Date.now() + 120_000),
    );
    expect((await productsOf(ctx, account.accountId)).map((product) => product.name)).toEqual([
      'Żółta łódź, biała, duża',
      'Kubek, zielony, mały',
    ]);
  });
});
