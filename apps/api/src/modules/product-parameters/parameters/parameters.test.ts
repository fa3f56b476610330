import { beforeAll, describe, expect, it } from 'vitest';
import { parameterMessages as messages } from '@zaplecze/contract/product-parameters/product-parameters';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { newParameter, parameterClient } from '../__fixtures__/client';

describe('product parameters', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof parameterClient>;
  let groupId: string;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = parameterClient(ctx, admin);
    groupId = (await api.call('POST', '/api/parameter-groups', { name: 'Wygląd' })).json().id;
  });

  it('creates a select parameter with translated values in a group and counts it in the group', async () => {
    const created = await api.call('POST', '/api/parameters', newParameter({ groupId }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Kolor',
      type: 'ONE_SELECT',
      required: true,
      usedInVariants: true,
      translations: { en: 'Colour', de: 'Farbe' },
      values: [
        { value: 'czarny', en: 'black', de: 'schwarz' },
        { value: 'biały', en: 'white', de: null },
      ],
      groupId,
      groupName: 'Wygląd',
      version: 1,
    });
    expect((await api.call('GET', `/api/parameter-groups/${groupId}`)).json().parametersCount).toBe(1);
    const listed = (await api.call('GET', `/api/parameters?groupId=${groupId}`)).json();
    expect(listed).toMatchObject({ count: 1, page: 1, limit: 20 });
  });

  it('validates type, values and group with Polish messages', async () => {
    const noValues = await api.call('POST', '/api/parameters', newParameter({ name: 'Rozmiar', values: [] }));
    expect(noValues.statusCode).toBe(400);
    expect(noValues.json().error.fields).toEqual({ values: messages.valuesRequired });
    const textWithValues = await api.call(
      'POST',
      '/api/parameters',
      newParameter({ name: 'Opis', type: 'TEXT' }),
    );
    expect(textWithValues.json().error.fields).toEqual({ values: messages.valuesForText });
    const duplicate = await api.call(
      'POST',
      '/api/parameters',
      newParameter({ name: 'Materiał', values: [{ value: 'Stal' }, { value: 'stal' }] }),
    );
    expect(duplicate.json().error.fields).toEqual({ 'values.1.value': messages.valuesDuplicate });
    const badType = await api.call('POST', '/api/parameters', newParameter({ name: 'X', type: 'SELECT' }));
    expect(badType.json().error.fields).toEqual({ type: messages.typeInvalid });
    const blank = await api.call('POST', '/api/parameters', newParameter({ name: '  ' }));
    expect(blank.json().error.fields).toEqual({ name: messages.nameRequired });
    const other = (
      await parameterClient(ctx, await createAccount(ctx)).call('POST', '/api/parameter-groups', {
        name: 'Obca',
      })
    ).json();
    const foreignGroup = await api.call(
      'POST',
      '/api/parameters',
      newParameter({ name: 'Y', groupId: other.id }),
    );
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().error.fields).toEqual({ groupId: messages.groupInvalid });
  });

  it('refuses a second parameter of the same name and a stale version', async () => {
    const taken = await api.call('POST', '/api/parameters', newParameter({ name: 'kolor' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: messages.nameTaken });
    const text = (
      await api.call('POST', '/api/parameters', newParameter({ name: 'Gwarancja', type: 'TEXT', values: [] }))
    ).json();
    const changed = await api.call('PUT', `/api/parameters/${text.id}`, {
      ...newParameter({ name: 'Gwarancja', type: 'TEXT', values: [] }),
      required: false,
      version: 1,
    });
    expect(changed.json()).toMatchObject({ required: false, version: 2 });
    const stale = await api.call('PUT', `/api/parameters/${text.id}`, {
      ...newParameter({ name: 'Gwarancja', type: 'TEXT', values: [] }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const rename = await api.call('PUT', `/api/parameters/${text.id}`, {
      ...newParameter({ name: 'KOLOR', type: 'TEXT', values: [] }),
      version: 2,
    });
    expect(rename.statusCode).toBe(409);
  });

  it('searches by name, keeps other accounts out and leaves parameters when their group is deleted', async () => {
    const group = (await api.call('POST', '/api/parameter-groups', { name: 'Tymczasowa' })).json();
    const parameter = (
      await api.call(
        'POST',
        '/api/parameters',
        newParameter({ name: 'Przekątna', type: 'TEXT', values: [], groupId: group.id }),
      )
    ).json();
    expect(
      (await api.call('GET', '/api/parameters?search=przek'))
        .json()
        .data.map((p: { name: string }) => p.name),
    ).toEqual(['Przekątna']);
    const other = parameterClient(ctx, await createAccount(ctx));
    expect((await other.call('GET', `/api/parameters/${parameter.id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/parameters/${parameter.id}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/parameter-groups/${group.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/parameters/${parameter.id}`)).json()).toMatchObject({
      groupId: null,
      groupName: null,
    });
    expect((await api.call('DELETE', `/api/parameters/${parameter.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/parameters/${parameter.id}`)).statusCode).toBe(404);
  });

  it('refuses writes to a PIM-read role', async () => {
    const reader = parameterClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('GET', '/api/parameters')).statusCode).toBe(200);
    expect((await reader.call('POST', '/api/parameters', newParameter())).statusCode).toBe(403);
  });
});
