import { beforeAll, describe, expect, it } from 'vitest';
import { gpsrMessages } from '@zaplecze/contract/gpsr/gpsr';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const companies = '/api/Product/gpsr/companies';
const contacts = '/api/Product/gpsr/contacts';
const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Importer Zabawek Sp. z o.o.',
  type: 'Importer',
  nip: '7740001454',
  city: 'Płock',
  ...overrides,
});
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'a.kowalska@example.pl',
  phoneNumber: '600100200',
  role: 'Specjalista ds. GPSR',
  ...overrides,
});

describe('GPSR companies and persons', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('adds, updates with its version and deletes a company', async () => {
    const created = await api.call('POST', companies, company());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'Importer',
      countryCode: 'PL',
      nip: '7740001454',
      version: 1,
    });
    const id = created.json().id;
    const updated = await api.call('PUT', `${companies}/${id}`, company({ type: 'Distributor', version: 1 }));
    expect(updated.json()).toMatchObject({ type: 'Distributor', version: 2 });
    expect((await api.call('PUT', `${companies}/${id}`, company({ version: 1 }))).statusCode).toBe(409);
    expect((await api.call('DELETE', `${companies}/${id}`)).statusCode).toBe(204);
    expect((await api.auditOf(id)).length).toBe(3);
  });

  it("refuses a company without name or type with the spec's message, and checks limits and the NIP", async () => {
    const missing = await api.call('POST', companies, { name: '  ', nip: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ name: gpsrMessages.required, type: gpsrMessages.required });
    const bad = await api.call(
      'POST',
      companies,
      company({ krs: '12345678901', zipCode: '123456789', nip: '1234567890' }),
    );
    expect(bad.json().error.fields).toEqual({
      krs: 'Najwyżej 10 znaków',
      zipCode: 'Najwyżej 8 znaków',
      nip: 'Nieprawidłowy NIP (błędna cyfra kontrolna)',
    });
    await api.call('POST', companies, company({ name: 'Unikalny' }));
    const twice = await api.call('POST', companies, company({ name: 'unikalny' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ name: gpsrMessages.companyNameTaken });
  });

  it('adds a person only with first and last name, e-mail and phone', async () => {
    const missing = await api.call(
      'POST',
      contacts,
      person({ lastName: ' ', email: '', phoneNumber: undefined }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      lastName: gpsrMessages.required,
      email: gpsrMessages.required,
      phoneNumber: gpsrMessages.required,
    });
    const long = await api.call(
      'POST',
      contacts,
      person({ firstName: 'A'.repeat(33), description: 'o'.repeat(257) }),
    );
    expect(long.json().error.fields).toEqual({
      firstName: 'Najwyżej 32 znaków',
      description: 'Najwyżej 256 znaków',
    });
    const created = await api.call('POST', contacts, person());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await api.call(
      'PUT',
      `${contacts}/${id}`,
      person({ role: 'Kierownik jakości', version: 1 }),
    );
    expect(updated.json()).toMatchObject({ role: 'Kierownik jakości', version: 2 });
    expect((await api.call('DELETE', `${contacts}/${id}`)).statusCode).toBe(204);
  });

  it('pages by 20 and searches companies by name or NIP, persons by name or e-mail', async () => {
    const client = dictionaryClient(ctx, await createAccount(ctx));
    for (let i = 1; i <= 21; i++) {
      await client.call(
        'POST',
        contacts,
        person({ firstName: `Osoba${String(i).padStart(2, '0')}`, email: `o${i}@x.pl` }),
      );
    }
    const first = (await client.call('GET', contacts)).json();
    expect(first).toMatchObject({ count: 21, page: 1, limit: 20 });
    expect(first.data).toHaveLength(20);
    expect((await client.call('GET', `${contacts}?page=2`)).json().data).toHaveLength(1);
    expect((await client.call('GET', `${contacts}?search=kowalska osoba07`)).json().count).toBe(1);
    expect((await client.call('GET', `${contacts}?search=o15@x`)).json().count).toBe(1);
    await client.call('POST', companies, company({ name: 'Alfa', nip: '5260001246' }));
    await client.call('POST', companies, company({ name: 'Beta', nip: '' }));
    expect(await client.names(`${companies}?search=526-000`)).toEqual(['Alfa']);
    expect(await client.names(`${companies}?search=bet`)).toEqual(['Beta']);
  });

  it('isolates accounts and permissions', async () => {
    const mine = (await api.call('POST', contacts, person())).json();
    const intruder = dictionaryClient(ctx, await createAccount(ctx));
    expect((await intruder.call('PUT', `${contacts}/${mine.id}`, person({ version: 1 }))).statusCode).toBe(
      404,
    );
    expect((await intruder.call('DELETE', `${contacts}/${mine.id}`)).statusCode).toBe(404);
    const reader = dictionaryClient(ctx, await createAccount(ctx, { permissions: ['pim.read'] }));
    expect((await reader.call('POST', contacts, person())).statusCode).toBe(403);
    expect((await reader.call('GET', companies)).statusCode).toBe(200);
  });
});
