import { beforeAll, describe, expect, it } from 'vitest';
import { csvMessages, parameterMessages } from '@zaplecze/contract/product-parameters/product-parameters';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { parameterClient, utf8, win1250 } from '../__fixtures__/client';

describe('parameters CSV import and export', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof parameterClient>;
  const groupNames = async () =>
    (await api.call('GET', '/api/parameter-groups?limit=100'))
      .json()
      .data.map((group: { name: string }) => group.name);

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = parameterClient(ctx, admin);
  });

  it('imports groups, reports a bad row with its line and column and saves nothing of it', async () => {
    const file = utf8(
      '\uFEFFNazwa grupy,Etykieta PL,Etykieta EN\nWygląd,Wygląd,Appearance\n   ,Pusta,Empty\n"Specyfikacja, techniczna",Specyfikacja,Specification\n',
    );
    const response = await api.upload('/api/parameter-groups/import', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      updated: 0,
      errors: [{ row: 3, field: 'Nazwa grupy', message: parameterMessages.groupNameRequired }],
    });
    expect(await groupNames()).toEqual(['Specyfikacja, techniczna', 'Wygląd']);
    const emptyLabel = (await api.call('GET', '/api/parameter-groups?search=Pusta')).json();
    expect(emptyLabel.count).toBe(0);
  });

  it('reads a Windows-1250 file with semicolons and Polish letters and updates groups by name', async () => {
    const file = win1250(
      'name;labelPl;labelEn\r\nWYGLĄD;Wygląd zewnętrzny;Look\r\nWyświetlacz;Wyświetlacz;Display\r\nŻółć;Źdźbło;\r\n',
    );
    const result = (await api.upload('/api/parameter-groups/import', file)).json();
    expect(result).toEqual({ created: 2, updated: 1, errors: [] });
    const all = (await api.call('GET', '/api/parameter-groups?limit=100')).json().data;
    expect(all.find((group: { name: string }) => group.name === 'WYGLĄD')).toMatchObject({
      labelPl: 'Wygląd zewnętrzny',
      labelEn: 'Look',
    });
    expect(all.find((group: { name: string }) => group.name === 'Żółć')).toMatchObject({
      labelPl: 'Źdźbło',
      labelEn: null,
    });
  });

  it('refuses a file without the name column, an empty file and a duplicate row', async () => {
    const noName = await api.upload('/api/parameter-groups/import', utf8('label;other\nA;B\n'));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toEqual({ file: csvMessages.missingColumn('Nazwa grupy') });
    const empty = await api.upload('/api/parameter-groups/import', utf8('Nazwa grupy\n'));
    expect(empty.json().error.fields).toEqual({ file: csvMessages.empty });
    const twice = (
      await api.upload('/api/parameter-groups/import', utf8('Nazwa grupy\nBateria\nbateria\n'))
    ).json();
    expect(twice).toEqual({
      created: 1,
      updated: 0,
      errors: [{ row: 3, field: 'Nazwa grupy', message: csvMessages.duplicateInFile }],
    });
  });

  it('imports parameters with values and translations; a bad row names its field', async () => {
    const file = utf8(
      [
        'Nazwa;Typ;Wymagany;W wariantach;Tłumaczenia;Wartości;Grupa',
        'Kolor obudowy;ONE_SELECT;tak;tak;en=Case colour|de=Gehäusefarbe;czarny{en=black,de=schwarz}|srebrny{en=silver};Wygląd',
        'Przekątna;TEXT;nie;nie;;;Wyświetlacz',
        'Rozdzielczość;MULTI_SELECT;tak;nie;;;Wyświetlacz',
        'Pamięć;ONE_SELECT;może;nie;;64 GB|128 GB;',
        'Bateria;TEXT;nie;nie;;;Nie ma takiej',
        'Typ ekranu;LISTA;nie;nie;;;',
      ].join('\n'),
    );
    const result = (await api.upload('/api/parameters/import', file)).json();
    expect(result).toEqual({
      created: 2,
      updated: 0,
      errors: [
        { row: 4, field: 'Wartości', message: parameterMessages.valuesRequired },
        { row: 5, field: 'Wymagany', message: csvMessages.booleanExpected },
        { row: 6, field: 'Grupa', message: csvMessages.groupUnknown('Nie ma takiej') },
        { row: 7, field: 'Typ', message: parameterMessages.typeInvalid },
      ],
    });
    const list = (await api.call('GET', '/api/parameters?limit=100')).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Kolor obudowy', 'Przekątna']);
    expect(list.data[0]).toMatchObject({
      type: 'ONE_SELECT',
      required: true,
      usedInVariants: true,
      translations: { en: 'Case colour', de: 'Gehäusefarbe' },
      values: [
        { value: 'czarny', en: 'black', de: 'schwarz' },
        { value: 'srebrny', en: 'silver', de: null },
      ],
      groupName: 'WYGLĄD',
    });
  });

  it('exports what it imports, with formula-like cells neutralised', async () => {
    for (const name of ['=SUMA(A1)', '+48 tel', '-minus', '@cmd']) {
      expect(
        (await api.call('POST', '/api/parameter-groups', { name, labelPl: '=HYPERLINK("x")' })).statusCode,
      ).toBe(201);
    }
    const groups = await api.call('GET', '/api/parameter-groups/export');
    expect(groups.statusCode).toBe(200);
    expect(groups.headers['content-type']).toContain('text/csv');
    expect(groups.headers['content-disposition']).toContain('grupy_parametrow_export.csv');
    const lines = groups.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nazwa grupy;Etykieta PL;Etykieta EN');
    expect(lines).toContain(`'=SUMA(A1);"'=HYPERLINK(""x"")";`);
    expect(lines).toContain(`'+48 tel;"'=HYPERLINK(""x"")";`);
    expect(lines).toContain(`'-minus;"'=HYPERLINK(""x"")";`);
    expect(lines).toContain(`'@cmd;"'=HYPERLINK(""x"")";`);

    const parameters = (await api.call('GET', '/api/parameters/export')).body;
    expect(parameters).toContain(
      'Kolor obudowy;ONE_SELECT;tak;tak;en=Case colour|de=Gehäusefarbe;czarny{en=black,de=schwarz}|srebrny{en=silver};WYGLĄD',
    );
    // The exported file imports back unchanged: every row updates its parameter.
    const again = (await api.upload('/api/parameters/import', Buffer.from(parameters))).json();
    expect(again).toEqual({ created: 0, updated: 2, errors: [] });
  });
});
