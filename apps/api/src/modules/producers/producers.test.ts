import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { producerMessages } from '@zaplecze/contract/producers/producers';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { registerProducerReferenceCheck } from './service';

const url = '/api/Product/producers';
const producer = (overrides: Record<string, unknown> = {}) => ({
  id: null,
  name: 'Fabryka Mebli Forte',
  countryCode: 'pl',
  street: 'ul. Biała 1',
  postalCode: '07-300',
  city: 'Ostrów Mazowiecka',
  email: 'gpsr@forte.com.pl',
  phoneNumber: '297451000',
  formUrl: 'https://forte.com.pl/kontakt',
  ...overrides,
});

describe('producers', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('creates, updates with the read version, refuses a stale one and deletes, auditing each change', async () => {
    const created = await api.call('POST', `${url}/upsert`, producer({ name: '  Amica  ' }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Amica', countryCode: 'PL', version: 1 });
    expect(body.created).toMatch(/^\d{4}-/);

    const updated = await api.call(
      'POST',
      `${url}/upsert`,
      producer({ id: body.id, version: 1, name: 'Amica S.A.' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: body.id, name: 'Amica S.A.', version: 2 });

    const stale = await api.call(
      'POST',
      `${url}/upsert`,
      producer({ id: body.id, version: 1, name: 'Stara nazwa' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);

    const noVersion = await api.call('POST', `${url}/upsert`, producer({ id: body.id }));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields.version).toBe('Brak wersji rekordu');

    expect((await api.call('DELETE', `${url}/${body.id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `${url}/${body.id}`)).statusCode).toBe(404);
    const actions = (await api.auditOf(body.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['create', 'delete', 'edit']);
    const edit = (await api.auditOf(body.id)).find((entry) => entry.action === 'edit')!;
    expect(edit.details).toEqual({ changes: { name: { before: 'Amica', after: 'Amica S.A.' } } });
  });

  it.each([
    ['name', producerMessages.nameRequired],
    ['countryCode', producerMessages.countryRequired],
    ['street', producerMessages.streetRequired],
    ['postalCode', producerMessages.postalCodeRequired],
    ['city', producerMessages.cityRequired],
    ['email', producerMessages.emailRequired],
    ['phoneNumber', producerMessages.phoneRequired],
    ['formUrl', producerMessages.formUrlRequired],
  ])('refuses a blank %s with its own message', async (field, message) => {
    const response = await api.call(
      'POST',
      `${url}/upsert`,
      producer({ name: `P-${field}`, [field]: '   ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });

  it('enforces lengths and formats', async () => {
    const response = await api.call(
      'POST',
      `${url}/upsert`,
      producer({
        name: 'x'.repeat(257),
        email: 'nie-email',
        formUrl: 'javascript:alert(1)',
        countryCode: 'XX',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Najwyżej 256 znaków',
      email: 'Podaj poprawny adres email',
      formUrl: 'Podaj poprawny adres URL (http:// lub https://)',
      countryCode: 'Wybierz kraj z listy',
    });
  });

  it('keeps names unique per account regardless of case, naming the field', async () => {
    await api.call('POST', `${url}/upsert`, producer({ name: 'Bosch' }));
    const second = await api.call('POST', `${url}/upsert`, producer({ name: 'BOSCH ' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: producerMessages.nameTaken,
      fields: { name: producerMessages.nameTaken },
    });
    const other = await createAccount(ctx);
    const elsewhere = await dictionaryClient(ctx, other).call(
      'POST',
      `${url}/upsert`,
      producer({ name: 'Bosch' }),
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('pages, sorts and searches on the server', async () => {
    const owner = await createAccount(ctx);
    const client = dictionaryClient(ctx, owner);
    for (const name of ['Zelmer', 'amica', 'Bosch', 'Beko', 'Whirlpool']) {
      await client.call('POST', `${url}/upsert`, producer({ name }));
    }
    const first = (await client.call('GET', `${url}?page=1&limit=2`)).json();
    expect(first).toMatchObject({ count: 5, page: 1, limit: 2 });
    expect(first.data.map((row: { name: string }) => row.name)).toEqual(['amica', 'Beko']);
    expect(await client.names(`${url}?page=3&limit=2`)).toEqual(['Zelmer']);
    expect(await client.names(`${url}?sort=-name&limit=2`)).toEqual(['Zelmer', 'Whirlpool']);
    expect(await client.names(`${url}?sort=-created&limit=1`)).toEqual(['Whirlpool']);
    expect(await client.names(`${url}?search=b`)).toEqual(['Beko', 'Bosch']);
    expect(await client.names(`${url}?search=%25`)).toEqual([]);
    expect((await client.call('GET', `${url}?limit=500`)).statusCode).toBe(400);
    expect((await client.call('GET', `${url}?sort=email`)).statusCode).toBe(400);
  });

  it("answers 404 for another account's producer and never lists it", async () => {
    const created = (await api.call('POST', `${url}/upsert`, producer({ name: 'Tylko moje' }))).json();
    const intruder = dictionaryClient(ctx, await createAccount(ctx));
    expect(await intruder.names(url)).not.toContain('Tylko moje');
    const update = await intruder.call(
      'POST',
      `${url}/upsert`,
      producer({ id: created.id, version: 1, name: 'Cudze' }),
    );
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe(producerMessages.notFound);
    expect((await intruder.call('DELETE', `${url}/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a PIM-read role list but not write; edit without delete cannot delete', async () => {
    const reader = dictionaryClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('GET', url)).statusCode).toBe(200);
    expect((await reader.call('POST', `${url}/upsert`, producer())).statusCode).toBe(403);
    const editor = await createAccount(ctx, { permissions: ['pim.read', 'pim.edit'] });
    const editorApi = dictionaryClient(ctx, editor);
    const created = await editorApi.call('POST', `${url}/upsert`, producer());
    expect(created.statusCode).toBe(201);
    expect((await editorApi.call('DELETE', `${url}/${created.json().id}`)).statusCode).toBe(403);
    const none = dictionaryClient(ctx, await createAccount(ctx, { permissions: [] }));
    expect((await none.call('GET', url)).statusCode).toBe(403);
  });

  it('refuses to delete a producer a registered reference check reports as used', async () => {
    const created = (await api.call('POST', `${url}/upsert`, producer({ name: 'W użyciu' }))).json();
    const unregister = registerProducerReferenceCheck(async (_tx, _accountId, id) =>
      id === created.id ? 'Producent jest przypisany do 2 produktów.' : null,
    );
    try {
      const refused = await api.call('DELETE', `${url}/${created.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('Producent jest przypisany do 2 produktów.');
    } finally {
      unregister();
    }
    expect((await api.call('DELETE', `${url}/${created.id}`)).statusCode).toBe(204);
  });
});
