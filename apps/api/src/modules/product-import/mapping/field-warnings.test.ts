import { describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { useTestApp } from '../../../test/test-app';
import { importAccount, productsOf } from '../__fixtures__/client';
import { runImportJob } from '../runs/service';

/** Field-level problems do not sink a product; they are warnings in the dry run, the log and the report (issue 22 part 5). */
describe('product import warnings', () => {
  const ctx = useTestApp();

  it('BaseLinker EANs saved as numbers (…842.0) are recovered, with warnings in the dry run, the log and the report', async () => {
    const { account, api } = await importAccount(ctx);
    const task = (await api.uploadFixture('baselinker-ean-number.csv')).json();
    const mapping = { sku: 'sku', ean: 'ean', name: 'name', quantity: 'stock', price_brutto: 'price.amount' };
    const dry = (await api.confirm(task.taskId, mapping)).json();
    expect(dry).toMatchObject({ created: 3, rejected: 0, warnings: 2 });
    expect(dry.warningRows).toEqual([
      { line: 2, field: 'ean', reason: rowMessages.eanRecovered, value: '5901969421842.0' },
      { line: 3, field: 'ean', reason: rowMessages.eanRecovered, value: '5901234123457.0' },
    ]);
    expect((await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`)).statusCode).toBe(202);
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect((await productsOf(ctx, account.accountId)).map((product) => [product.sku, product.ean])).toEqual([
      ['BL-1', '5901969421842'],
      ['BL-2', '5901234123457'],
      ['BL-3', null],
    ]);
    const log = (await api.call('GET', '/api/product-import/logs?offset=0&limit=5')).json();
    expect(log.items[0]).toMatchObject({ status: 'Success', warnings: 2, createdCount: 3 });
    expect(log.items[0].message).toContain('ostrzeżenia: 2');
    const details = (await api.call('GET', `/api/product-import/logs/${task.taskId}`)).json();
    expect(details.rejectedRows).toEqual([]);
    expect(details.warningRows.map((row: { line: number }) => row.line)).toEqual([2, 3]);
    const report = await api.call('GET', `/api/product-import/logs/${task.taskId}/rejected.csv`);
    expect(report.body).toContain('Wiersz;Pole;Powód;Wartość;Skutek');
    expect(report.body).toContain(
      `2;ean;${rowMessages.eanRecovered};5901969421842.0;ostrzeżenie — wiersz zaimportowany`,
    );
  });

  it('an Excel EAN in scientific notation leaves the EAN empty and imports the row; "rejectRow" refuses it', async () => {
    const { account, api } = await importAccount(ctx);
    const mapping = { Symbol: 'sku', Nazwa: 'name', EAN: 'ean', Cena: 'price.amount', Stan: 'stock' };
    const refused = (await api.uploadFixture('excel-ean-scientific.csv')).json();
    const strict = (
      await api.confirm(refused.taskId, mapping, 'AddAndUpdate', 'Sku', { fieldErrorPolicy: 'rejectRow' })
    ).json();
    expect(strict).toMatchObject({ created: 1, rejected: 1, warnings: 0 });
    expect(strict.rejectedRows).toEqual([
      { line: 2, field: 'ean', reason: rowMessages.eanScientific, value: '3.65275E+11' },
    ]);

    const task = (await api.uploadFixture('excel-ean-scientific.csv')).json();
    const dry = (await api.confirm(task.taskId, mapping)).json();
    expect(dry).toMatchObject({ created: 2, rejected: 0, warnings: 1 });
    expect(dry.warningRows).toEqual([
      {
        line: 2,
        field: 'ean',
        reason: rowMessages.fieldSkipped(rowMessages.eanScientific),
        value: '3.65275E+11',
      },
    ]);
    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect(await productsOf(ctx, account.accountId)).toMatchObject([
      { sku: 'EX-1', name: 'Żółty parasol', ean: null, price: '89.00' },
      { sku: 'EX-2', ean: '5900000000015' },
    ]);
    const report = await api.call('GET', `/api/product-import/logs/${task.taskId}/rejected.csv`);
    expect(report.body).toContain('2;ean;');
    expect(report.body).toContain('zaimportowano bez tego pola');
  });

  it('stores a warning in every cell of a large batch (more than one insert statement can carry)', async () => {
    const { api } = await importAccount(ctx);
    const rows = Array.from({ length: 5000 }, (_, index) => `W-${index};Kubek;x;x;x`);
    const task = (await api.upload('zle-liczby.csv', ['sku;name;stan;dni;waga', ...rows].join('\n'))).json();
    const mapping = {
      sku: 'sku',
      name: 'name',
      stan: 'stock',
      dni: 'deliveryTimeDays',
      waga: 'weight.amount',
    };
    const dry = (await api.confirm(task.taskId, mapping)).json();
    expect(dry).toMatchObject({ created: 5000, rejected: 0, warnings: 15000 });
    expect(dry.warningRows).toHaveLength(200);
  });

  it('a template keeps its field error policy', async () => {
    const { api } = await importAccount(ctx);
    const created = await api.call('POST', '/api/product-import/templates', {
      name: 'Ścisły',
      fieldMapping: { sku: 'sku' },
      fieldErrorPolicy: 'rejectRow',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().fieldErrorPolicy).toBe('rejectRow');
    const defaults = await api.call('POST', '/api/product-import/templates', {
      name: 'Domyślny',
      fieldMapping: { sku: 'sku' },
    });
    expect(defaults.json().fieldErrorPolicy).toBe('skipField');
  });
});

/** The encoding is decided on the whole file; a few broken bytes in a UTF-8 file are reported, not a reason to read it as Windows-1250 (issue 22 part 4). */
describe('product import: a UTF-8 file with one broken byte', () => {
  const ctx = useTestApp();

  it('stays UTF-8, the broken cell replaced and reported with its row and column in the dry run, the log and the report', async () => {
    const { account, api } = await importAccount(ctx);
    const task = (await api.uploadFixture('utf8-one-bad-byte.csv')).json();
    expect(task.sourceInfo).toMatchObject({ encoding: 'utf8', delimiter: ';', invalidUtf8: 1 });
    expect(task.preview[0]).toEqual(['U-1', 'Zażółć gęślą jaźń', 'Kubek emaliowany']);
    const dry = (
      await api.confirm(task.taskId, { sku: 'sku', nazwa: 'name', opis: 'longDescription' })
    ).json();
    expect(dry).toMatchObject({ created: 3, rejected: 0, warnings: 1 });
    expect(dry.warningRows).toEqual([
      { line: 3, field: 'nazwa', reason: rowMessages.invalidUtf8, value: 'Łódź \uFFFDódka wiosłowa' },
    ]);
    await api.call('POST', `/api/product-import/tasks/${task.taskId}/import`);
    await runImportJob(ctx.database.db, ctx.app.deps, task.taskId);
    expect((await productsOf(ctx, account.accountId)).map((product) => product.name)).toEqual([
      'Zażółć gęślą jaźń',
      'Łódź \uFFFDódka wiosłowa',
      'Świeca sojowa',
    ]);
    const details = (await api.call('GET', `/api/product-import/logs/${task.taskId}`)).json();
    expect(details.entry).toMatchObject({ warnings: 1 });
    expect(details.warningRows).toEqual([expect.objectContaining({ line: 3, field: 'nazwa' })]);
    const report = await api.call('GET', `/api/product-import/logs/${task.taskId}/rejected.csv`);
    expect(report.body).toContain('3;nazwa;');
    expect(report.body).toContain('ostrzeżenie — wiersz zaimportowany');
  });
});
