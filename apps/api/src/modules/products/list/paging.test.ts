import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, manyProducts } from './fixtures';
import { productListSettings } from './service';

describe('products list: sorting, paging by cursor and by number, counts', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const get = async (query: string) => {
    const response = await apiAs(ctx, admin)('GET', `/api/products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductList;
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    await manyProducts(ctx.database.db, admin.accountId, 130, 'P');
  });
  afterEach(() => {
    productListSettings.countCap = 1_000;
    productListSettings.offsetReach = 20_000;
  });

  it('sorts by each sort field both ways', async () => {
    expect((await get('sort=sku&limit=10')).data[0]!.sku).toBe('P-00001');
    expect((await get('sort=-sku&limit=10')).data[0]!.sku).toBe('P-00130');
    expect((await get('sort=name&limit=10')).data[0]!.name).toBe('Seria P 00001');
    expect((await get('sort=-created&limit=10')).data[0]!.sku).toBe('P-00001');
    expect((await get('sort=created&limit=10')).data[0]!.sku).toBe('P-00130');
    const byPrice = (await get('sort=-price&limit=100')).data.map((row) => Number(row.price!.amount));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byStock = (await get('sort=stock&limit=100')).data.map((row) => row.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
  });

  it('travels by cursor forwards and back, and by page number from either end', async () => {
    const first = await get('sort=sku&limit=50');
    expect(first).toMatchObject({ count: 130, countExact: true, prevCursor: null });
    const second = await get(`sort=sku&limit=50&page=2&cursor=${first.nextCursor}`);
    expect(second.data.map((row) => row.sku)).toEqual(
      Array.from({ length: 50 }, (_, index) => `P-${String(51 + index).padStart(5, '0')}`),
    );
    const third = await get(`sort=sku&limit=50&page=3&cursor=${second.nextCursor}`);
    expect(third.data).toHaveLength(30);
    expect(third.nextCursor).toBeNull();
    const back = await get(`sort=sku&limit=50&page=2&cursor=${third.prevCursor}`);
    expect(back.data.map((row) => row.sku)).toEqual(second.data.map((row) => row.sku));

    const byNumber = await get('sort=sku&limit=50&page=3');
    expect(byNumber.data.map((row) => row.sku)).toEqual(third.data.map((row) => row.sku));
    expect((await get('sort=sku&limit=50&page=9')).page).toBe(3);
    // Ties on price: every row appears exactly once across pages.
    const seen = new Set<string>();
    let page = await get('sort=price&limit=20');
    for (let n = 2; ; n += 1) {
      page.data.forEach((row) => seen.add(row.id));
      if (!page.nextCursor) break;
      page = await get(`sort=price&limit=20&page=${n}&cursor=${page.nextCursor}`);
    }
    expect(seen.size).toBe(130);
  });

  it('does not count a broad filter through on the first page; the summary does', async () => {
    productListSettings.countCap = 40;
    const first = await get('sort=sku&limit=20');
    expect(first).toMatchObject({ countExact: false, count: 40 });
    expect(first.data).toHaveLength(20);
    const narrow = await get('sort=sku&limit=20&search=P-0001');
    expect(narrow).toMatchObject({ countExact: true, count: 10 });
    // An identifier filter reads the page first and counts only when the page is full.
    expect(await get('sort=sku&limit=20&sku=P-0012')).toMatchObject({ countExact: true, count: 10 });
    const broadSku = await get('sort=sku&limit=20&sku=P-00');
    expect(broadSku).toMatchObject({ countExact: false, count: 40 });
    expect(broadSku.data).toHaveLength(20);
    expect((await apiAs(ctx, admin)('GET', '/api/products/summary')).json()).toEqual({ count: 130 });
  });

  it('opens a page by number near the start without an exact count, a far one from the nearer end', async () => {
    productListSettings.countCap = 40;
    productListSettings.offsetReach = 60;
    const skusOf = (list: ProductList) => list.data.map((row) => row.sku);
    const sequence = (from: number, length: number) =>
      Array.from({ length }, (_, index) => `P-${String(from + index).padStart(5, '0')}`);
    const near = await get('sort=sku&limit=20&page=4');
    expect(skusOf(near)).toEqual(sequence(61, 20));
    expect(near).toMatchObject({ page: 4, countExact: false, count: 81 });
    expect(near.nextCursor).not.toBeNull();
    expect(near.prevCursor).not.toBeNull();
    const far = await get('sort=sku&limit=20&page=6');
    expect(skusOf(far)).toEqual(sequence(101, 20));
    expect(far).toMatchObject({ page: 6, countExact: true, count: 130 });
    productListSettings.offsetReach = 1_000;
    const last = await get('sort=sku&limit=20&page=7');
    expect(skusOf(last)).toEqual(sequence(121, 10));
    expect(last).toMatchObject({ page: 7, countExact: true, count: 130, nextCursor: null });
    const past = await get('sort=sku&limit=20&page=30');
    expect(past).toMatchObject({ page: 7, countExact: true, count: 130 });
  });
});
