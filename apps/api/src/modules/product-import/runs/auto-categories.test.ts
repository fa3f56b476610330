import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { addDefaults, importClient } from '../__fixtures__/client';

describe('product import: automatic categories', () => {
  const ctx = useTestApp();

  it('products created by an import get the first matching rule; a category from the file is kept', async () => {
    const user = await createAccount(ctx);
    await addDefaults(ctx, user.accountId);
    const client = importClient(ctx, user);
    const category = async (name: string): Promise<string> =>
      (await client.call('POST', '/api/Product/categories/upsert', { id: null, name })).json().id;
    const [mugs, dishes, other] = [
      await category('Kubki'),
      await category('Naczynia'),
      await category('Inne'),
    ];
    const rule = (name: string, targetCategoryId: string, values: string[], position: number) =>
      client.call('POST', '/api/auto-category-rules', {
        name,
        targetCategoryId,
        position,
        condition: {
          operator: 'OR',
          conditions: values.map((value) => ({ fieldId: 'name', operator: 'contains', value })),
          groups: [],
        },
      });
    expect((await rule('Kubki', mugs, ['Kubek'], 1)).statusCode).toBe(201);
    expect((await rule('Naczynia', dishes, ['Kubek', 'Talerz'], 2)).statusCode).toBe(201);

    const csv = `sku;name;kategoria\nI-1;Kubek duży;\nI-2;Talerz głęboki;\nI-3;Lampka;\nI-4;Kubek mały;${other}\n`;
    const { dry } = await client.importCsv(csv, { sku: 'sku', name: 'name', kategoria: 'categoryId' });
    expect(dry).toMatchObject({ created: 4, rejected: 0 });
    const rows = (
      (await ctx.database.db.execute(
        sql`select sku, category_id::text as "categoryId", version from products where account_id = ${user.accountId} order by sku`,
      )) as unknown as { rows: { sku: string; categoryId: string | null; version: number }[] }
    ).rows;
    // Created by the import: still version 1, so the import's undo sees them untouched.
    expect(rows).toEqual([
      { sku: 'I-1', categoryId: mugs, version: 1 },
      { sku: 'I-2', categoryId: dishes, version: 1 },
      { sku: 'I-3', categoryId: null, version: 1 },
      { sku: 'I-4', categoryId: other, version: 1 },
    ]);
  });
});
