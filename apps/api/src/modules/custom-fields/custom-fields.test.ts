import { beforeAll, describe, expect, it } from 'vitest';
import { customFieldMessages as messages } from '@zaplecze/contract/custom-fields/custom-fields';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('custom fields', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

  beforeAll(async () => {
    admin = await createAccount(ctx);
  });

  it('creates fields at the end, edits all but the key and deletes', async () => {
    const first = await call(admin, 'POST', '/api/custom-fields', {
      key: 'material',
      label: ' Materiał ',
      type: 'text',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      key: 'material',
      label: 'Materiał',
      required: false,
      options: [],
      position: 1,
      version: 1,
    });
    const second = (
      await call(admin, 'POST', '/api/custom-fields', {
        key: 'sezon',
        label: 'Sezon',
        type: 'select',
        required: true,
        options: ['lato', 'zima'],
      })
    ).json();
    expect(second.position).toBe(2);
    const edited = await call(admin, 'PUT', `/api/custom-fields/${second.id}`, {
      key: 'inny',
      label: 'Sezon sprzedaży',
      type: 'select',
      options: ['lato', 'zima', 'cały rok'],
      position: 1,
      version: 1,
    });
    expect(edited.json()).toMatchObject({
      key: 'sezon',
      label: 'Sezon sprzedaży',
      required: false,
      position: 1,
      version: 2,
    });
    expect(
      (await call(admin, 'PUT', `/api/custom-fields/${second.id}`, { label: 'X', type: 'text', version: 1 }))
        .statusCode,
    ).toBe(409);
    const list = (await call(admin, 'GET', '/api/custom-fields')).json();
    expect(list).toMatchObject({ count: 2, page: 1, limit: 50 });
    expect(list.data.map((field: { key: string }) => field.key)).toEqual(['material', 'sezon']);
    expect((await call(admin, 'GET', '/api/custom-fields?search=sprzeda')).json().count).toBe(1);
    expect((await call(admin, 'DELETE', `/api/custom-fields/${first.json().id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/custom-fields/${first.json().id}`)).statusCode).toBe(404);
  });

  it('validates key, label and options with Polish messages; the key is unique per account', async () => {
    const bad = async (body: object) =>
      (await call(admin, 'POST', '/api/custom-fields', body)).json().error.fields;
    expect(await bad({ key: 'Zły klucz', label: 'A', type: 'text' })).toEqual({ key: messages.keyInvalid });
    expect(await bad({ key: 'ok', label: '  ', type: 'text' })).toEqual({ label: messages.labelRequired });
    expect(await bad({ key: 'ok', label: 'A', type: 'select' })).toEqual({
      options: messages.optionsRequired,
    });
    expect(await bad({ key: 'ok', label: 'A', type: 'number', options: ['1'] })).toEqual({
      options: messages.optionsForbidden,
    });
    expect(await bad({ key: 'ok', label: 'A', type: 'select', options: ['a', 'A'] })).toEqual({
      'options.1': messages.optionsDuplicate,
    });
    expect(await bad({ key: 'ok', label: 'A', type: 'kolor' })).toEqual({ type: messages.typeInvalid });
    await call(admin, 'POST', '/api/custom-fields', { key: 'gwarancja', label: 'Gwarancja', type: 'number' });
    const taken = await call(admin, 'POST', '/api/custom-fields', {
      key: 'gwarancja',
      label: 'Inna',
      type: 'text',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ key: messages.keyTaken });
    const other = await createAccount(ctx);
    expect(
      (await call(other, 'POST', '/api/custom-fields', { key: 'gwarancja', label: 'G', type: 'text' }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps other accounts out and lets a PIM-read role only read', async () => {
    const field = (
      await call(admin, 'POST', '/api/custom-fields', { key: 'tylko_a', label: 'A', type: 'date' })
    ).json();
    const other = await createAccount(ctx);
    expect((await call(other, 'GET', `/api/custom-fields/${field.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/custom-fields/${field.id}`)).statusCode).toBe(404);
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    expect((await call(reader, 'GET', '/api/custom-fields')).statusCode).toBe(200);
    expect(
      (await call(reader, 'POST', '/api/custom-fields', { key: 'x', label: 'X', type: 'text' })).statusCode,
    ).toBe(403);
  });
});
