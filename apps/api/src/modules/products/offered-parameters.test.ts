import { describe, expect, it } from 'vitest';
import { parameterGroups, productParameters } from '../../db/schema/index';
import { createAccount } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiAs, insertCategory, insertProducts } from './list/fixtures';

/** Issue 27 item 6: a pair of trousers is not offered "Pamięć RAM" before its own parameters. */
describe('products: parameters offered first to a category', () => {
  const ctx = useTestApp();

  it('offers the category’s parameters, most used first, then the rest of their groups; scoped to the account', async () => {
    const db = ctx.database.db;
    const admin = await createAccount(ctx);
    const other = await createAccount(ctx);
    const [clothes] = await db
      .insert(parameterGroups)
      .values({ accountId: admin.accountId, name: 'Odzież' })
      .returning();
    const parameter = async (name: string, groupId: string | null = null) =>
      (
        await db
          .insert(productParameters)
          .values({ accountId: admin.accountId, name, type: 'TEXT', groupId })
          .returning()
      )[0]!;
    const size = await parameter('Rozmiar', clothes!.id);
    const colour = await parameter('Kolor');
    const fabric = await parameter('Materiał', clothes!.id);
    const ram = await parameter('Pamięć RAM');
    const trousers = await insertCategory(db, admin.accountId, 'Spodnie');
    const laptops = await insertCategory(db, admin.accountId, 'Laptopy');
    await insertProducts(db, admin.accountId, [
      { sku: 'SP-1', categoryId: trousers.id, parameterValues: { [size.id]: 'M', [colour.id]: 'Czarny' } },
      { sku: 'SP-2', categoryId: trousers.id, parameterValues: { [size.id]: 'L' } },
      { sku: 'LAP-1', categoryId: laptops.id, parameterValues: { [ram.id]: '16 GB' } },
    ]);

    const offered = await apiAs(ctx, admin)(
      'GET',
      `/api/products/offered-parameters?categoryId=${trousers.id}`,
    );
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().parameterIds).toEqual([size.id, colour.id, fabric.id]);

    const elsewhere = await apiAs(ctx, other)(
      'GET',
      `/api/products/offered-parameters?categoryId=${trousers.id}`,
    );
    expect(elsewhere.json().parameterIds).toEqual([]);
    const bad = await apiAs(ctx, admin)('GET', '/api/products/offered-parameters?categoryId=x');
    expect(bad.statusCode).toBe(400);
    const none = await createAccount(ctx, { permissions: [] });
    expect(
      (await apiAs(ctx, none)('GET', `/api/products/offered-parameters?categoryId=${trousers.id}`))
        .statusCode,
    ).toBe(403);
  });
});
