import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  productCoreMessages,
  productToUpdateBody as editable,
} from '@zaplecze/contract/products/product-core';
import type { Product } from '@zaplecze/contract/products/products';
import { rowsOf } from '../../../db/rows';
import { stockLevels } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { refreshStockSums } from '../../stock/service';
import { listAllPriceLists } from '../../warehouses/service';
import { catalogueClient } from '../__fixtures__/catalogue';
import { batchCreateProducts, batchReplacePrices, batchSaveProducts, batchUpdateProducts } from './index';

/**
 * One writer of the catalogue (docs/decisions/one-catalogue-writer.md): the editor's save, the
 * import and the other writers share the batch write's rules, which these checks pin down where
 * they now hold for every writer.
 */
describe('products batch write: one writer, one set of rules', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;
  let retail: { id: string };
  let warehouseId: string;
  const actor = () => ({ accountId: admin.accountId, userId: admin.userId });

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
    retail = await api.priceList({ name: 'Detal PLN', isDefault: true });
    warehouseId = (await api.call('POST', '/api/warehouses', { name: 'Magazyn główny' })).json().id;
  });

  const storedDescription = async (id: string) =>
    (
      await rowsOf<{ html: string }>(
        ctx.database.db,
        sql`select long_description as html from products where id = ${id}`,
      )
    )[0]!.html;

  it('stores the long description the same sanitised way from the editor, the import and any batch', async () => {
    const dirty =
      '<p onclick="x()">Opis <b>mocny</b><script>alert(1)</script></p><a href="javascript:alert(1)">zły</a><img src=x onerror=alert(1)>';
    const edited = await api.createProduct({ longDescription: dirty });
    const imported = await ctx.database.db.transaction((tx) =>
      batchCreateProducts(
        tx,
        actor(),
        [{ sku: 'HTML-IMPORT', name: 'Z importu', longDescription: dirty }],
        null,
      ),
    );
    const lists = await listAllPriceLists(ctx.database.db, admin.accountId);
    // A save that skipped the editor's own cleaning still stores the sanitised HTML: the rule is the writer's.
    const direct = await ctx.database.db.transaction((tx) =>
      batchSaveProducts(
        tx,
        actor(),
        [{ id: null, values: { ...editable(edited), sku: 'HTML-DIRECT', longDescription: dirty } as never }],
        lists,
      ),
    );
    const expected = '<p>Opis <b>mocny</b></p><a>zły</a>';
    expect(await storedDescription(edited.id)).toBe(expected);
    expect(await storedDescription(imported.get('html-import')!)).toBe(expected);
    expect(await storedDescription(direct.saved[0]!.id)).toBe(expected);
  });

  it('keeps tags with quotes, backslashes, commas and braces exactly as the editor sent them', async () => {
    const tags = ['zwykły', 'cudzy "cytat"', 'ukośnik \\ w środku', 'a,b', '{klamry}', 'NULL'];
    const product = await api.createProduct({ tags });
    expect(product.tags).toEqual(tags);
    const saved = await api.call('PUT', `/api/products/${product.id}`, {
      ...editable(product),
      tags: ['nowy'],
    });
    expect(saved.json().tags).toEqual(['nowy']);
  });

  it('replaces the variant list: ids kept, SKUs swapped, positions in order, stock sums follow a removed variant', async () => {
    const size = await api.parameter('Rozmiar listy', true);
    const product = await api.createProduct({
      type: 'Variable',
      variants: [
        { sku: 'LIST-A', axes: { [size.id]: 'M' } },
        { sku: 'LIST-B', axes: { [size.id]: 'M' } },
        { sku: 'LIST-C', axes: { [size.id]: 'M' } },
      ],
    });
    const [a, b, c] = product.variants;
    await ctx.database.db.insert(stockLevels).values({
      accountId: admin.accountId,
      productId: product.id,
      variantId: c!.id,
      warehouseId,
      onHand: 5,
    });
    await refreshStockSums(ctx.database.db, [product.id], [c!.id]);
    const body = editable(product);
    const response = await api.call('PUT', `/api/products/${product.id}`, {
      ...body,
      variants: [
        { ...body.variants![1]!, sku: 'LIST-A' },
        { ...body.variants![0]!, sku: 'LIST-B' },
        { sku: 'LIST-D', axes: { [size.id]: 'M' }, prices: [{ priceListId: retail.id, amount: '12.00' }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as Product;
    expect(saved.variants.map((variant) => [variant.id, variant.sku, variant.position])).toEqual([
      [b!.id, 'LIST-A', 0],
      [a!.id, 'LIST-B', 1],
      [saved.variants[2]!.id, 'LIST-D', 2],
    ]);
    expect(saved.variants[2]!.id).not.toBe(c!.id);
    expect(saved.stock).toBe(0);
    expect(saved.price).toEqual({ amount: '12.00', currency: 'PLN' });
  });

  it('refuses a price in a dependent price list from any writer, naming the field (not a 500)', async () => {
    const wholesale = await api.priceList({
      name: 'Hurt zależny',
      type: 'dependent',
      basePriceListId: retail.id,
      multiplier: '0.9',
      additionalValue: '0',
    });
    const product = await api.createProduct();
    const lists = await listAllPriceLists(ctx.database.db, admin.accountId);
    const refused = await ctx.database.db
      .transaction((tx) =>
        batchReplacePrices(
          tx,
          admin.accountId,
          [product.id],
          [{ productId: product.id, variantId: null, priceListId: wholesale.id, amount: '10.00' }],
          lists,
        ),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fields).toEqual({ prices: productCoreMessages.priceListDependent });
  });

  it('a bulk archive writes the row as the editor does: version bumped, who changed it recorded', async () => {
    const product = await api.createProduct();
    const response = await api.call('POST', '/api/products/bulk', {
      action: 'archive',
      ids: [product.id],
    });
    expect(response.statusCode).toBeLessThan(300);
    const [row] = await rowsOf<{ status: string; version: number; modifiedBy: string }>(
      ctx.database.db,
      sql`select status, version, modified_by::text as "modifiedBy" from products where id = ${product.id}`,
    );
    expect(row).toEqual({ status: 'Archived', version: product.version + 1, modifiedBy: admin.userId });
  });
  it("keeps the default price list equal to the products' price in a batch that sets some and clears others", async () => {
    const defaultPrice = async (id: string) =>
      (
        await rowsOf<{ amount: string }>(
          ctx.database.db,
          sql`select amount::text as amount from product_prices
              where product_id = ${id} and variant_id is null and price_list_id = ${retail.id}`,
        )
      ).map((row) => row.amount);
    const ids = await ctx.database.db.transaction((tx) =>
      batchCreateProducts(
        tx,
        actor(),
        ['CENA-A', 'CENA-B', 'CENA-C'].map((sku) => ({ sku, name: sku, price: '10.00' })),
        retail.id,
      ),
    );
    const [a, b, c] = ['cena-a', 'cena-b', 'cena-c'].map((sku) => ids.get(sku)!);
    expect(await defaultPrice(a!)).toEqual(['10.00']);
    await ctx.database.db.transaction((tx) =>
      batchUpdateProducts(
        tx,
        actor(),
        [
          { id: a!, values: { price: null } },
          { id: b!, values: { price: '12.50' } },
          { id: c!, values: { name: 'Bez zmiany ceny' } },
        ],
        retail.id,
      ),
    );
    expect(await defaultPrice(a!)).toEqual([]);
    expect(await defaultPrice(b!)).toEqual(['12.50']);
    expect(await defaultPrice(c!)).toEqual(['10.00']);
  });
});
