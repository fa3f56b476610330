import { beforeAll, describe, expect, it } from 'vitest';
import { brandMessages } from '@zaplecze/contract/brands';
import { dictionaryMessages } from '@zaplecze/contract/product-dictionaries';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { findOrCreateBrandsByNames, removeUnusedBrands } from './service';

const url = '/api/Product/brands';
const brand = (overrides: Record<string, unknown> = {}) => ({ id: null, name: 'Bosch', ...overrides });

describe('brands', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('creates with defaults, updates, deletes and audits', async () => {
    const created = await api.call(
      'POST',
      `${url}/upsert`,
      brand({ name: 'Wedel', description: '  Czekolada ' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Wedel',
      description: 'Czekolada',
      website: '',
      logoUrl: '',
      countryCode: 'PL',
      isActive: true,
      version: 1,
    });
    const id = created.json().id;
    const updated = await api.call(
      'POST',
      `${url}/upsert`,
      brand({ id, version: 1, name: 'E. Wedel', isActive: false }),
    );
    expect(updated.json()).toMatchObject({ name: 'E. Wedel', isActive: false, version: 2 });
    expect((await api.call('DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await api.auditOf(id)).map((entry) => entry.targetType)).toEqual(['brand', 'brand', 'brand']);
  });

  it('validates the name and the addresses with Polish messages', async () => {
    const blank = await api.call('POST', `${url}/upsert`, brand({ name: ' \t ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: brandMessages.nameRequired });
    const bad = await api.call(
      'POST',
      `${url}/upsert`,
      brand({ name: 'X', website: 'www', description: 'd'.repeat(1001) }),
    );
    expect(bad.json().error.fields).toEqual({
      website: 'Podaj poprawny adres URL (http:// lub https://)',
      description: 'Najwyżej 1000 znaków',
    });
  });

  it('refuses a second "Bosch" with 409 naming the field, also on rename', async () => {
    await api.call('POST', `${url}/upsert`, brand({ name: 'Bosch' }));
    const second = await api.call('POST', `${url}/upsert`, brand({ name: 'bosch' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.fields).toEqual({ name: brandMessages.nameTaken });
    const other = (await api.call('POST', `${url}/upsert`, brand({ name: 'Makita' }))).json();
    const rename = await api.call(
      'POST',
      `${url}/upsert`,
      brand({ id: other.id, version: 1, name: 'BOSCH' }),
    );
    expect(rename.statusCode).toBe(409);
    const keep = await api.call('POST', `${url}/upsert`, brand({ id: other.id, version: 1, name: 'makita' }));
    expect(keep.statusCode).toBe(200);
  });

  it('counts active brands among the matches and pages', async () => {
    const client = dictionaryClient(ctx, await createAccount(ctx));
    await client.call('POST', `${url}/upsert`, brand({ name: 'Alfa' }));
    await client.call('POST', `${url}/upsert`, brand({ name: 'Beta', isActive: false }));
    await client.call('POST', `${url}/upsert`, brand({ name: 'Alfa Plus' }));
    const all = (await client.call('GET', `${url}?limit=2`)).json();
    expect(all).toMatchObject({ count: 3, activeCount: 2, page: 1, limit: 2 });
    const alfa = (await client.call('GET', `${url}?search=alfa`)).json();
    expect(alfa).toMatchObject({ count: 2, activeCount: 2 });
  });

  it('isolates accounts and permissions', async () => {
    const mine = (await api.call('POST', `${url}/upsert`, brand({ name: 'Prywatna' }))).json();
    const intruder = dictionaryClient(ctx, await createAccount(ctx));
    expect((await intruder.call('DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await intruder.call('POST', `${url}/upsert`, brand({ id: mine.id, version: 1 }))).statusCode,
    ).toBe(404);
    const reader = dictionaryClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('POST', `${url}/upsert`, brand())).statusCode).toBe(403);
    expect((await reader.call('GET', url)).statusCode).toBe(200);
  });

  it("finds or creates by names in the caller's transaction, with the form's name rule and the audit; removes only unused entries", async () => {
    const user = await createAccount(ctx);
    const client = dictionaryClient(ctx, user);
    const existing = (await client.call('POST', `${url}/upsert`, brand({ name: 'Bosch' }))).json();
    const actor = { accountId: user.accountId, userId: user.userId };
    const found = await ctx.database.db.transaction((tx) =>
      findOrCreateBrandsByNames(tx, actor, ['BOSCH', 'Wedel', 'wedel', ' Makita ', '', 'X'.repeat(129)]),
    );
    expect(found.created.map((entry) => entry.name).sort()).toEqual(['Makita', 'Wedel']);
    expect(found.ids.get('bosch')).toBe(existing.id);
    expect(found.ids.get('wedel')).toBe(found.created.find((entry) => entry.name === 'Wedel')!.id);
    expect(found.ids.get(' makita ')).toBe(found.created.find((entry) => entry.name === 'Makita')!.id);
    expect(found.refused).toEqual(
      new Map([
        ['', brandMessages.nameRequired],
        ['X'.repeat(129), dictionaryMessages.tooLong(128)],
      ]),
    );
    const wedel = found.ids.get('wedel')!;
    const makita = found.ids.get(' makita ')!;
    expect((await client.auditOf(wedel)).map((entry) => entry.action)).toEqual(['create']);
    // Nothing new the second time; the ids are the same.
    const again = await ctx.database.db.transaction((tx) =>
      findOrCreateBrandsByNames(tx, actor, ['wedel', 'MAKITA']),
    );
    expect(again.created).toEqual([]);
    expect([...again.ids.values()].sort()).toEqual([makita, wedel].sort());

    // Edited since it was created (version 2), needed by the caller, or unused.
    await client.call('POST', `${url}/upsert`, brand({ id: existing.id, version: 1, name: 'Bosch GmbH' }));
    const removed = await ctx.database.db.transaction((tx) =>
      removeUnusedBrands(tx, actor, [existing.id, wedel, makita], {
        inUse: new Set([makita]),
        unchangedOnly: true,
      }),
    );
    expect(removed.removed).toEqual([{ id: wedel, name: 'Wedel' }]);
    expect(removed.kept.map((entry) => entry.name).sort()).toEqual(['Bosch GmbH', 'Makita']);
    expect((await client.auditOf(wedel)).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect(await client.names(url)).toEqual(['Bosch GmbH', 'Makita']);
  });
});
