import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationMessages as messages, type Location } from '@zaplecze/contract/locations/locations';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { addWarehouse, locationClient } from './__fixtures__/client';

describe('locations CSV import and export', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof locationClient>;
  let warehouseId: string;

  const codesIn = async (search: string) =>
    (
      (await api.call('GET', `/api/locations?limit=100&search=${encodeURIComponent(search)}`)).json()
        .data as Location[]
    )
      .map((location) => location.code)
      .sort();

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = locationClient(ctx, admin);
    await api.createType({ name: 'Regał' });
    await api.createType({ name: 'Półka zwrotów', type: 'RETURN' });
    warehouseId = await addWarehouse(ctx, admin.accountId, 'Magazyn główny');
  });

  it('imports a UTF-8 file with a BOM and commas, matching types by name regardless of case', async () => {
    const file = Buffer.from(
      '\uFEFFKod,Typ lokalizacji,Uwagi\r\nIMP-01,regał,x\r\n"IMP-02",Półka zwrotów,\r\n\r\n',
    );
    const response = await api.importCsv(warehouseId, file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: 2 });
    const imported = (await api.call('GET', '/api/locations?search=IMP-')).json().data as Location[];
    expect(imported.map((location) => [location.code, location.typeName])).toEqual([
      ['IMP-01', 'Regał'],
      ['IMP-02', 'Półka zwrotów'],
    ]);
  });

  it('imports a Windows-1250 file with semicolons from Polish Excel, Polish letters intact', async () => {
    const file = iconv.encode('Kod;Typ lokalizacji\r\nŁÓDŹ-01;Półka zwrotów\r\nŚWIT-02;Regał\r\n', 'win1250');
    expect(file.includes(Buffer.from('Ł', 'utf8'))).toBe(false);
    const response = await api.importCsv(warehouseId, file, 'excel.csv');
    expect(response.statusCode).toBe(201);
    expect(await codesIn('-0')).toEqual(expect.arrayContaining(['ŁÓDŹ-01', 'ŚWIT-02']));
    const lodz = (await api.call('GET', `/api/locations?search=${encodeURIComponent('łódź')}`)).json()
      .data[0];
    expect(lodz.typeName).toBe('Półka zwrotów');
  });

  it('refuses a file with bad rows, naming each row and field, and saves none of its rows', async () => {
    await api.createLocation({
      code: 'ZAJ-01',
      typeId: (await api.createType({ name: 'Inny' })).id,
      warehouseId,
    });
    const file = Buffer.from(
      [
        'Kod;Typ lokalizacji',
        'BAD-01;Regał',
        ';Regał',
        'BAD-03;Nieznany',
        'zaj-01;Regał',
        'BAD-01;Regał',
        `${'x'.repeat(101)};Regał`,
      ].join('\n'),
    );
    const response = await api.importCsv(warehouseId, file);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe(messages.importFailed(3, 'Kod', messages.codeRequired));
    expect(error.fields).toEqual({
      'rows.3.code': `Wiersz 3, Kod: ${messages.codeRequired}`,
      'rows.4.type': `Wiersz 4, Typ lokalizacji: ${messages.typeUnknown}: Nieznany`,
      'rows.5.code': `Wiersz 5, Kod: ${messages.codeTaken}`,
      'rows.6.code': `Wiersz 6, Kod: ${messages.importDuplicateInFile}`,
      'rows.7.code': `Wiersz 7, Kod: ${messages.codeTooLong}`,
    });
    expect(await codesIn('BAD-')).toEqual([]);
  });

  it('explains a file without the required columns, an empty one and a missing file', async () => {
    const noColumns = await api.importCsv(warehouseId, Buffer.from('Nazwa;Opis\nA;B\n'));
    expect(noColumns.json().error.fields).toEqual({ file: messages.importColumns });
    const headerOnly = await api.importCsv(warehouseId, Buffer.from('Kod;Typ lokalizacji\n'));
    expect(headerOnly.json().error.fields).toEqual({ file: messages.importEmpty });
    const broken = await api.importCsv(warehouseId, Buffer.from('Kod;Typ lokalizacji\n"A;Regał\n'));
    expect(broken.json().error.fields).toEqual({ file: messages.importParse });
    const unknownWarehouse = await api.importCsv(
      crypto.randomUUID(),
      Buffer.from('Kod;Typ lokalizacji\nW-1;Regał\n'),
    );
    expect(unknownWarehouse.json().error.fields).toEqual({ warehouseId: messages.warehouseUnknown });
  });

  it('exports the selection as CSV for Excel, neutralising cells that start with = + - @', async () => {
    const typeId = (await api.createType({ name: '=Typ' })).id;
    const risky = await Promise.all(
      ['=SUMA(A1)', '+48-01', '-01', '@cmd'].map((code) => api.createLocation({ code, typeId, warehouseId })),
    );
    const response = await api.call(
      'GET',
      `/api/locations/export?ids=${risky.map((location) => location.id).join(',')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kod;Typ lokalizacji;ID systemowe;Magazyn;Utworzono');
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 2))).toEqual([
      ["'+48-01", "'=Typ"],
      ["'-01", "'=Typ"],
      ["'=SUMA(A1)", "'=Typ"],
      ["'@cmd", "'=Typ"],
    ]);
    expect(lines[1]).toContain(';Magazyn główny;');
  });

  it('exports everything matching the search when nothing is selected', async () => {
    const response = await api.call('GET', '/api/locations/export?search=IMP-');
    const lines = response.body.trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['IMP-01', 'IMP-02']);
  });
});
