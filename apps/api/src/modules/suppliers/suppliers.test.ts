import { beforeAll, describe, expect, it } from 'vitest';
import { supplierMessages } from '@zaplecze/contract/suppliers/suppliers';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const url = '/api/Product/suppliers';
const supplier = (overrides: Record<string, unknown> = {}) => ({
  id: null,
  accountId: '',
  name: 'Hurtownia Elektryczna Volt',
  description: 'Dostawy w 48 h',
  nip: '526-000-12-46',
  krs: '0000123456',
  countryCode: 'PL',
  street: 'Przemysłowa',
  buildingNumber: '12',
  flatNumber: '',
  zipCode: '61-001',
  city: 'Poznań',
  email: 'biuro@volt.pl',
  phoneNumber: '618001200',
  ...overrides,
});

describe('suppliers', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('creates with the NIP stored as 10 digits and the account id, updates and deletes', async () => {
    const created = await api.call('POST', `${url}/upsert`, supplier());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nip: '5260001246', accountId: admin.accountId, isActive: true });
    const id = created.json().id;
    const updated = await api.call(
      'POST',
      `${url}/upsert`,
      supplier({ id, version: 1, city: 'Gniezno', isActive: false }),
    );
    expect(updated.json()).toMatchObject({ city: 'Gniezno', isActive: false, version: 2 });
    expect((await api.call('DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await api.auditOf(id)).length).toBe(3);
  });

  it('checks the name, the NIP checksum (Polish only) and the field lengths', async () => {
    const response = await api.call(
      'POST',
      `${url}/upsert`,
      supplier({ name: '  ', nip: '5260001245', buildingNumber: '1234', email: 'x@' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: supplierMessages.nameRequired,
      nip: 'Nieprawidłowy NIP (błędna cyfra kontrolna)',
      buildingNumber: 'Najwyżej 3 znaków',
      email: 'Podaj poprawny adres email',
    });
    const foreign = await api.call(
      'POST',
      `${url}/upsert`,
      supplier({ name: 'Lieferant GmbH', nip: 'de 123456789', countryCode: 'DE' }),
    );
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json().nip).toBe('DE123456789');
  });

  it('keeps names and NIPs unique per account', async () => {
    const client = dictionaryClient(ctx, await createAccount(ctx));
    await client.call('POST', `${url}/upsert`, supplier());
    const sameName = await client.call('POST', `${url}/upsert`, supplier({ nip: '' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.fields).toEqual({ name: supplierMessages.nameTaken });
    const sameNip = await client.call(
      'POST',
      `${url}/upsert`,
      supplier({ name: 'Inna nazwa', nip: '5260001246' }),
    );
    expect(sameNip.json().error.fields).toEqual({ nip: supplierMessages.nipTaken });
    const noNip = await client.call('POST', `${url}/upsert`, supplier({ name: 'Bez NIP 1', nip: '' }));
    const noNip2 = await client.call('POST', `${url}/upsert`, supplier({ name: 'Bez NIP 2', nip: '' }));
    expect([noNip.statusCode, noNip2.statusCode]).toEqual([201, 201]);
  });

  it('searches by name or NIP (with dashes), sorts by name and created, counts active ones', async () => {
    const client = dictionaryClient(ctx, await createAccount(ctx));
    await client.call('POST', `${url}/upsert`, supplier({ name: 'Volt', nip: '5260001246' }));
    await client.call(
      'POST',
      `${url}/upsert`,
      supplier({ name: 'Ampera', nip: '7740001454', isActive: false }),
    );
    await client.call('POST', `${url}/upsert`, supplier({ name: 'Omega', nip: '' }));
    expect(await client.names(`${url}?search=526-000`)).toEqual(['Volt']);
    expect(await client.names(`${url}?search=7740001454`)).toEqual(['Ampera']);
    expect(await client.names(`${url}?search=meg`)).toEqual(['Omega']);
    expect(await client.names(`${url}?sort=created`)).toEqual(['Volt', 'Ampera', 'Omega']);
    expect(await client.names(`${url}?sort=-name`)).toEqual(['Volt', 'Omega', 'Ampera']);
    expect((await client.call('GET', url)).json()).toMatchObject({ count: 3, activeCount: 2, limit: 20 });
  });

  it('isolates accounts and permissions', async () => {
    const mine = (await api.call('POST', `${url}/upsert`, supplier({ name: 'Mój', nip: '' }))).json();
    const intruder = dictionaryClient(ctx, await createAccount(ctx));
    expect((await intruder.call('DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    const reader = dictionaryClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('POST', `${url}/upsert`, supplier())).statusCode).toBe(403);
    expect((await reader.call('DELETE', `${url}/${mine.id}`)).statusCode).toBe(403);
  });
});
