import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nipCheckMessages } from '@zaplecze/contract/common/nip-check';
import { dictionaryClient } from '../../lib/dictionary/__fixtures__/client';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { splitAddress, unavailableRegistry, whiteListRegistry, type NipRegistry } from './registry';

const url = '/api/Product/nip-check';
const fakeRegistry: NipRegistry = {
  lookup: async (nip) =>
    nip === '5260001246'
      ? {
          status: 'active',
          source: 'fake',
          company: {
            name: 'HURTOWNIA VOLT SP. Z O.O.',
            street: 'UL. PROSTA',
            buildingNumber: '20',
            flatNumber: '4',
            zipCode: '00-850',
            city: 'WARSZAWA',
            krs: '0000123456',
          },
        }
      : { status: 'notFound', source: 'fake' },
};

describe('NIP check', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof dictionaryClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = dictionaryClient(ctx, admin);
  });

  it('says plainly that the registry is unavailable when none is configured, still checking the checksum', async () => {
    ctx.app.deps.nipRegistry = undefined;
    const answer = (await api.call('GET', `${url}?nip=526-000-12-46`)).json();
    expect(answer).toMatchObject({
      nip: '5260001246',
      checksumValid: true,
      registry: { status: 'unavailable', message: nipCheckMessages.unavailable, company: null },
    });
    const invalid = (await api.call('GET', `${url}?nip=5260001245`)).json();
    expect(invalid).toMatchObject({
      checksumValid: false,
      registry: { message: nipCheckMessages.checksumInvalid },
    });
  });

  it("answers from the registry adapter and the account's own suppliers and GPSR companies", async () => {
    ctx.app.deps.nipRegistry = fakeRegistry;
    await api.call('POST', '/api/Product/suppliers/upsert', { id: null, name: 'Volt', nip: '5260001246' });
    await api.call('POST', '/api/Product/gpsr/companies', {
      name: 'Volt GPSR',
      type: 'Producer',
      nip: '5260001246',
    });
    const answer = (await api.call('GET', `${url}?nip=5260001246`)).json();
    // Test accounts are registered under 526-000-12-46 themselves.
    expect(answer.known).toEqual([
      { source: 'account', name: expect.stringMatching(/^Firma /) },
      { source: 'supplier', name: 'Volt' },
      { source: 'gpsrCompany', name: 'Volt GPSR' },
    ]);
    expect(answer.registry).toMatchObject({
      status: 'active',
      message: nipCheckMessages.active,
      company: { name: 'HURTOWNIA VOLT SP. Z O.O.', zipCode: '00-850' },
    });
    const unknown = (await api.call('GET', `${url}?nip=7740001454`)).json();
    expect(unknown).toMatchObject({
      known: [],
      registry: { status: 'notFound', message: nipCheckMessages.notFound },
    });
    const other = dictionaryClient(ctx, await createAccount(ctx));
    expect((await other.call('GET', `${url}?nip=5260001246`)).json().known).toEqual([
      { source: 'account', name: expect.stringMatching(/^Firma /) },
    ]);
    ctx.app.deps.nipRegistry = undefined;
  });

  it('needs the PIM read permission', async () => {
    const none = dictionaryClient(ctx, await createAccount(ctx, { permissions: [] }));
    expect((await none.call('GET', `${url}?nip=5260001246`)).statusCode).toBe(403);
  });
});

describe('VAT white list client', () => {
  let server: Server;
  let base: string;
  const answers: Record<string, [number, unknown]> = {
    '5260001246': [
      200,
      {
        result: {
          subject: {
            name: 'HURTOWNIA VOLT SP. Z O.O.',
            statusVat: 'Czynny',
            krs: '0000123456',
            workingAddress: 'UL. PROSTA 20/4, 00-850 WARSZAWA',
          },
        },
      },
    ],
    '7740001454': [
      200,
      {
        result: {
          subject: { name: 'ORLEN', statusVat: 'Zwolniony', residenceAddress: 'CHEMIKÓW 7, 09-411 PŁOCK' },
        },
      },
    ],
    '1111111111': [200, { result: { subject: null } }],
    '2222222222': [500, {}],
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const nip = /\/api\/search\/nip\/(\d+)\?date=\d{4}-\d{2}-\d{2}$/.exec(request.url ?? '')?.[1] ?? '';
      const [status, body] = answers[nip] ?? [400, {}];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads status, name and address', async () => {
    const registry = whiteListRegistry(base);
    expect(await registry.lookup('5260001246')).toEqual({
      status: 'active',
      source: 'Biała lista podatników VAT (Ministerstwo Finansów)',
      company: {
        name: 'HURTOWNIA VOLT SP. Z O.O.',
        krs: '0000123456',
        street: 'UL. PROSTA',
        buildingNumber: '20',
        flatNumber: '4',
        zipCode: '00-850',
        city: 'WARSZAWA',
      },
    });
    expect(await registry.lookup('7740001454')).toMatchObject({
      status: 'inactive',
      company: { city: 'PŁOCK', street: 'CHEMIKÓW' },
    });
    expect((await registry.lookup('1111111111')).status).toBe('notFound');
    expect((await registry.lookup('2222222222')).status).toBe('unavailable');
  });

  it('is unavailable when the registry cannot be reached, and without configuration', async () => {
    expect((await whiteListRegistry('http://127.0.0.1:9', 1000).lookup('5260001246')).status).toBe(
      'unavailable',
    );
    expect((await unavailableRegistry.lookup('5260001246')).status).toBe('unavailable');
    expect(splitAddress('ŁĄKOWA 3, 90-001 ŁÓDŹ')).toEqual({
      street: 'ŁĄKOWA',
      buildingNumber: '3',
      flatNumber: '',
      zipCode: '90-001',
      city: 'ŁÓDŹ',
    });
  });
});
