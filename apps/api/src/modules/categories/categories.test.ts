import { beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages } from '@zaplecze/contract/categories/categories';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const url = '/api/Product/categories';

describe('main categories', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('upserts trimmed names, refuses a stale version and deletes', async () => {
    const created = await api.call('POST', `${url}/upsert`, { id: null, name: '  Elektronika ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Elektronika', accountId: admin.accountId, version: 1 });
    const id = created.json().id;
    expect((await api.call('POST', `${url}/upsert`, { id, version: 1, name: 'RTV i AGD' })).statusCode).toBe(
      200,
    );
    expect((await api.call('POST', `${url}/upsert`, { id, version: 1, name: 'Stara' })).statusCode).toBe(409);
    expect((await api.call('DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await api.auditOf(id)).map((entry) => entry.targetType)).toEqual([
      'product_category',
      'product_category',
      'product_category',
    ]);
  });

  it('requires a name of at most 200 characters, unique in the account', async () => {
    const blank = await api.call('POST', `${url}/upsert`, { id: null, name: '   ' });
    expect(blank.json().error.fields).toEqual({ name: categoryMessages.nameRequired });
    const long = await api.call('POST', `${url}/upsert`, { id: null, name: 'k'.repeat(201) });
    expect(long.json().error.fields).toEqual({ name: 'Najwyżej 200 znaków' });
    await api.call('POST', `${url}/upsert`, { id: null, name: 'Ogród' });
    const twice = await api.call('POST', `${url}/upsert`, { id: null, name: 'OGRÓD' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ name: categoryMessages.nameTaken });
  });

  it('pages with size, sorts and searches, answering { data, count, page, size }', async () => {
    const client = dictionaryClient(ctx, await createAccount(ctx));
    for (const name of ['Zabawki', 'Książki', 'Dom', 'Dom i ogród', 'Sport']) {
      await client.call('POST', `${url}/upsert`, { id: null, name });
    }
    const page = (await client.call('GET', `${url}?page=2&size=2`)).json();
    expect(page).toMatchObject({ count: 5, page: 2, size: 2 });
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Książki', 'Sport']);
    expect(await client.names(`${url}?search=dom&sort=-name`)).toEqual(['Dom i ogród', 'Dom']);
    expect((await client.call('GET', url)).json().size).toBe(20);
  });

  it('exports kategorie_export.csv with name, account id and created date, formulas neutralised', async () => {
    const owner = await createAccount(ctx);
    const client = dictionaryClient(ctx, owner);
    for (const name of ['=SUMA(A1)', '+48 akcesoria', '-rabat', '@dom', 'Zwykła; "cytat"']) {
      expect((await client.call('POST', `${url}/upsert`, { id: null, name })).statusCode).toBe(201);
    }
    const response = await client.call('GET', `${url}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kategorie_export.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const today = new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(lines[0]).toBe('Nazwa;ID konta;Data utworzenia');
    // The order of names starting with punctuation depends on the database collation.
    expect(lines.slice(1).sort()).toEqual(
      [
        `'+48 akcesoria;${owner.accountId};${today}`,
        `'-rabat;${owner.accountId};${today}`,
        `'=SUMA(A1);${owner.accountId};${today}`,
        `'@dom;${owner.accountId};${today}`,
        `"Zwykła; ""cytat""";${owner.accountId};${today}`,
      ].sort(),
    );
    const filtered = await client.call('GET', `${url}/export?search=rabat`);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('isolates accounts and permissions', async () => {
    const mine = (await api.call('POST', `${url}/upsert`, { id: null, name: 'Tajna' })).json();
    const intruder = dictionaryClient(ctx, await createAccount(ctx));
    expect((await intruder.call('DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    expect((await intruder.call('GET', `${url}/export`)).body).not.toContain('Tajna');
    const reader = dictionaryClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('POST', `${url}/upsert`, { id: null, name: 'X' })).statusCode).toBe(403);
    expect((await reader.call('GET', `${url}/export`)).statusCode).toBe(200);
  });
});
