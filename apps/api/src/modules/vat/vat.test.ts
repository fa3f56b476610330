import { beforeAll, describe, expect, it } from 'vitest';
import { vatMessages, type VatSettings } from '@zaplecze/contract/vat/vat';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiClient } from '../../test/api-client';
import { listVatRates } from './service';

describe('VAT configuration', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let call: ReturnType<typeof apiClient>;
  const settings = async () => (await call('GET', '/api/vat')).json() as VatSettings;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    call = apiClient(ctx, admin);
  });

  it('lists the Polish rates with 23 % as the default, plus ZW and NP, and starts unmapped', async () => {
    const current = await settings();
    expect(current.rates.map((rate) => rate.label)).toEqual(['23%', '8%', '5%', '0%', 'ZW', 'NP']);
    expect(current.rates.filter((rate) => rate.isDefault).map((rate) => rate.id)).toEqual(['standard23']);
    expect(current).toMatchObject({ priceCalculation: 'brutto', mappings: {}, version: 1 });
    expect((await listVatRates(ctx.database.db, admin.accountId)).length).toBe(6);
  });

  it("maps Germany's 7 % to the Polish 5 % and keeps other countries when saving one", async () => {
    const first = await call('PUT', '/api/vat/oss-mapping', {
      mappings: { DE: { '19': 'standard23', '7': 'reduced5' }, FR: { '5.5': 'reduced5' } },
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/api/vat/oss-mapping', {
      mappings: { DE: { '19': 'standard23', '7': 'reduced8' } },
      version: first.json().version,
    });
    expect(second.json().mappings).toEqual({
      DE: { '19': 'standard23', '7': 'reduced8' },
      FR: { '5.5': 'reduced5' },
    });
  });

  it('refuses unknown countries, rates a country does not have and unknown Polish rates', async () => {
    const { version } = await settings();
    const wrong = await call('PUT', '/api/vat/oss-mapping', {
      mappings: { DE: { '5': 'reduced5' }, PL: { '23': 'standard23' } },
      version,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      'mappings.DE.5': vatMessages.rateUnknown,
      'mappings.PL': vatMessages.countryUnknown,
    });
    const badRate = await call('PUT', '/api/vat/oss-mapping', {
      mappings: { DE: { '7': 'reduced7' } },
      version,
    });
    expect(badRate.statusCode).toBe(400);
    expect(Object.values(badRate.json().error.fields)).toEqual([vatMessages.polishRateUnknown]);
    const stale = await call('PUT', '/api/vat/oss-mapping', {
      mappings: { DE: { '7': 'zw' } },
      version: version - 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('saves netto/brutto and keeps accounts and permissions apart', async () => {
    const { version } = await settings();
    const saved = await call('PUT', '/api/vat/price-calculation', { priceCalculation: 'netto', version });
    expect(saved.json().priceCalculation).toBe('netto');
    const other = apiClient(ctx, await createAccount(ctx));
    expect((await other('GET', '/api/vat')).json()).toMatchObject({
      priceCalculation: 'brutto',
      mappings: {},
    });
    const reader = apiClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['wms.read'] }));
    expect((await reader('GET', '/api/vat')).statusCode).toBe(200);
    const denied = await reader('PUT', '/api/vat/oss-mapping', { mappings: {}, version: version + 1 });
    expect(denied.statusCode).toBe(403);
  });
});
