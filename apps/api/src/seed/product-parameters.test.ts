import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { seedProductDictionaries } from './product-dictionaries';
import { seedProductParameters } from './product-parameters';

describe('demo parameters', () => {
  const ctx = useTestApp();

  it('gives an account the three groups with parameters, custom fields, a SKU pattern and two rules', async () => {
    const admin = await createAccount(ctx);
    const categories = await seedProductDictionaries(ctx.database.db, admin.accountId);
    await seedProductParameters(
      ctx.database.db,
      { accountId: admin.accountId, adminUserId: admin.userId },
      { phones: categories.get('Smartfony')!, televisions: categories.get('Telewizory')! },
    );
    const get = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: admin.headers })).json();
    const groups = (await get('/api/parameter-groups')).data;
    expect(
      groups.map((group: { name: string; parametersCount: number }) => [group.name, group.parametersCount]),
    ).toEqual([
      ['Specyfikacja', 5],
      ['Wygląd', 3],
      ['Wyświetlacz', 4],
    ]);
    expect((await get('/api/custom-fields')).count).toBe(5);
    expect(await get('/api/sku-generator')).toMatchObject({
      pattern: 'KAT-{category}-{counter:5}',
      preview: 'KAT-ELE-01001',
    });
    const rules = (await get('/api/auto-category-rules')).data;
    expect(rules.map((rule: { targetCategoryName: string }) => rule.targetCategoryName)).toEqual([
      'Smartfony',
      'Telewizory',
    ]);
  });
});
