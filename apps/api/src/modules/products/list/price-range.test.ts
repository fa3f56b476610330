import { beforeAll, describe, expect, it } from 'vitest';
import { priceAlongChain } from '@zaplecze/contract/warehouses/price-lists';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, insertPriceList, insertProducts, setPrice } from './fixtures';

/**
 * A price range on a dependent list is answered from the root list's amounts (an index range)
 * with the exact derived price checked beside it: the products found must be exactly those whose
 * derived price (the contract's priceAlongChain) is in the range, also at the rounding edges.
 */
describe('products list: price range on dependent price lists', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let rootId: string;
  let middleId: string;
  let outerId: string;
  const steps = {
    middle: { multiplier: '0.9', additionalValue: 150 },
    outer: { multiplier: '1.2345', additionalValue: -1_000 },
  };
  // Root amounts in grosze, around the edges where rounding half-up flips a grosz.
  const roots = [0, 1, 5, 50, 99, 100, 111, 555, 1_000, 1_005, 1_111, 5_555, 9_999, 10_005, 100_005, 123_457];

  const skus = async (query: string) => {
    const response = await apiAs(ctx, admin)('GET', `/api/products?limit=100&sort=sku&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductList).data.map((row) => row.sku);
  };
  const skuOf = (grosze: number) => `P-${String(grosze).padStart(6, '0')}`;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    const db = ctx.database.db;
    const a = admin.accountId;
    rootId = (await insertPriceList(db, a)).id;
    middleId = (await insertPriceList(db, a, { type: 'dependent', basePriceListId: rootId, ...steps.middle }))
      .id;
    outerId = (await insertPriceList(db, a, { type: 'dependent', basePriceListId: middleId, ...steps.outer }))
      .id;
    const rows = await insertProducts(db, a, [
      ...roots.map((grosze) => ({ sku: skuOf(grosze) })),
      { sku: 'NO-PRICE' },
    ]);
    for (const [index, grosze] of roots.entries())
      await setPrice(db, a, rows[index]!.id, rootId, (grosze / 100).toFixed(2));
  });

  it.each([
    ['middle', () => middleId, [steps.middle]],
    ['outer', () => outerId, [steps.middle, steps.outer]],
  ] as const)('%s list: exactly the derived prices in range', async (_name, listId, chain) => {
    const derived = roots.map((grosze) => ({ sku: skuOf(grosze), price: priceAlongChain(grosze, chain) }));
    const edges = [...new Set(derived.flatMap(({ price }) => [price - 1, price, price + 1]))].filter(
      (p) => p >= 0,
    );
    const text = (grosze: number) => (grosze / 100).toFixed(2);
    for (const edge of edges) {
      const atLeast = derived.filter((row) => row.price >= edge).map((row) => row.sku);
      expect(await skus(`priceListId=${listId()}&priceFrom=${text(edge)}`), `from ${edge}`).toEqual(atLeast);
      const atMost = derived.filter((row) => row.price <= edge).map((row) => row.sku);
      expect(await skus(`priceListId=${listId()}&priceTo=${text(edge)}`), `to ${edge}`).toEqual(atMost);
    }
    const between = derived.filter((row) => row.price >= 1 && row.price <= 10_000).map((row) => row.sku);
    expect(await skus(`priceListId=${listId()}&priceFrom=0.01&priceTo=100`)).toEqual(between);
    expect(await skus(`priceListId=${listId()}`)).toEqual(derived.map((row) => row.sku));
  });
});
