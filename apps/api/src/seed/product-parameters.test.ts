import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { seedProductParameters } from './product-parameters';

describe('demo parameters', () => {
  const ctx = useTestApp();

  it('gives an account the three groups with parameters, custom fields, a SKU pattern and two rules', async () => {
    const admin = await createAccount(ctx);
    await seedProductParameters(ctx.database.db, { accountId: admin.accountId, adminUserId: admin.userId });
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: admin.headers })).json();
    const groups = (await get('/api/parameter-groups')).data;
    expect(groups.map((group: { name: string; parametersCount: number }) => [group.name, group.parametersCount])).toEqual([
      ['Specyfikacja', 5],
      ['Wygląd', 3],
      ['Wyświetlacz', 4],
    ]);
    expect((await get('/api/custom-fields')).count).toBe(5);
    expect(await get('/api/sku-generator')).toMatchObject({ pattern: 'KAT-{category}-{counter:5}', preview: 'KAT-ELE-01001' });
    expect((await get('/api/auto-category-rules')).count).toBe(2);
  });
});
