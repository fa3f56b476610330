import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import {
  apiAs,
  insertCategory,
  insertLocation,
  insertPriceList,
  insertProducer,
  insertProducts,
  insertWarehouse,
  setLevel,
  setPrice,
} from './fixtures';

describe('products list: filters of spec 002 §3', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  let ids: Record<string, string>;
  let warehouseId: string;
  let retailId: string;
  let vipId: string;
  let categoryId: string;
  let producerId: string;

  const skus = async (query: string, user: TestUser = admin) => {
    const response = await apiAs(ctx, user)('GET', `/api/products?limit=100&sort=sku&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductList).data.map((row) => row.sku);
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    const db = ctx.database.db;
    const a = admin.accountId;
    categoryId = (await insertCategory(db, a, 'Elektronika')).id;
    producerId = (await insertProducer(db, a, 'Samsung Polska')).id;
    const rows = await insertProducts(db, a, [
      {
        sku: 'TEL-1',
        name: 'Telefon Galaxy',
        ean: '5901234123457',
        type: 'Simple',
        status: 'Published',
        price: '1999.00',
        stock: 12,
        stockReserved: 2,
        categoryId,
        producerId,
        tags: ['promocja', 'nowość'],
        createdAt: new Date('2024-05-01T10:00:00Z'),
      },
      {
        sku: 'KUB-1',
        name: 'Kubek ceramiczny',
        type: 'Simple',
        status: 'Draft',
        price: '19.99',
        stock: 3,
        stockReserved: 0,
        tags: ['kuchnia'],
        createdAt: new Date('2024-06-15T10:00:00Z'),
      },
      {
        sku: 'KOS-1',
        name: 'Koszulka bawełniana',
        type: 'Variable',
        status: 'Active',
        price: '59.00',
        stock: 0,
        stockReserved: 0,
        additionalCategory1Id: categoryId,
        createdAt: new Date('2024-07-01T10:00:00Z'),
      },
      {
        sku: 'ZEG-1',
        name: 'Zegarek',
        type: 'External',
        status: 'Archived',
        price: null,
        stock: 6,
        stockReserved: 6,
        createdAt: new Date('2024-08-01T10:00:00Z'),
      },
    ]);
    ids = Object.fromEntries(rows.map((row) => [row.sku, row.id]));
    await insertProducts(db, other.accountId, [
      { sku: 'TEL-1', name: 'Telefon obcy', price: '1.00', stock: 50 },
    ]);

    const warehouse = await insertWarehouse(db, a, 'Magazyn Kraków');
    warehouseId = warehouse.id;
    const shelf = await insertLocation(db, a, warehouseId, 'A-01-03');
    await setLevel(db, a, ids['KUB-1']!, warehouseId, 3, 1, shelf.id);
    await setLevel(db, a, ids['TEL-1']!, warehouseId, 7, 0);

    const retail = await insertPriceList(db, a, { name: 'Detal' });
    retailId = retail.id;
    vipId = (
      await insertPriceList(db, a, {
        name: 'VIP',
        type: 'dependent',
        basePriceListId: retailId,
        multiplier: '0.9',
        additionalValue: 150,
      })
    ).id;
    await setPrice(db, a, ids['TEL-1']!, retailId, '1000.05');
    await setPrice(db, a, ids['KUB-1']!, retailId, '10.00');
  });

  it('lists only the account’s products, with the row of the contract', async () => {
    const response = await apiAs(ctx, admin)('GET', '/api/products?sort=sku');
    const list = response.json() as ProductList;
    expect(list).toMatchObject({
      count: 4,
      countExact: true,
      page: 1,
      limit: 20,
      nextCursor: null,
      prevCursor: null,
    });
    const phone = list.data.find((row) => row.sku === 'TEL-1')!;
    expect(phone).toMatchObject({
      name: 'Telefon Galaxy',
      displayName: 'Telefon Galaxy',
      ean: '5901234123457',
      price: { amount: '1999.00', currency: 'PLN' },
      stock: 12,
      stockReserved: 2,
      available: 10,
      vatRate: 23,
      producerName: 'Samsung Polska',
      categoryName: 'Elektronika',
      variantsCount: 0,
      pictureUrl: null,
    });
    expect(list.data.find((row) => row.sku === 'ZEG-1')!.price).toBeNull();
    expect(await skus('', other)).toEqual(['TEL-1']);
  });

  it('filters by type, status, search, name, SKU, EAN and id', async () => {
    expect(await skus('type=Variable')).toEqual(['KOS-1']);
    expect(await skus('status=Archived')).toEqual(['ZEG-1']);
    expect(await skus('search=kub')).toEqual(['KUB-1']);
    expect(await skus('search=59012341')).toEqual(['TEL-1']);
    expect(await skus('name=bawełn')).toEqual(['KOS-1']);
    expect(await skus('sku=eg-')).toEqual(['ZEG-1']);
    expect(await skus('ean=1234123')).toEqual(['TEL-1']);
    expect(await skus(`productId=${ids['KUB-1']}`)).toEqual(['KUB-1']);
    expect(await skus('search=50%25')).toEqual([]);
  });

  it('filters by stock status: in stock ≥ 5 available, low below 5, out at 0, reserved', async () => {
    expect(await skus('stockStatus=in_stock')).toEqual(['TEL-1']);
    expect(await skus('stockStatus=low_stock')).toEqual(['KUB-1']);
    expect(await skus('stockStatus=out_of_stock')).toEqual(['KOS-1']);
    expect(await skus('stockStatus=reserved')).toEqual(['TEL-1', 'ZEG-1']);
  });

  it('filters by warehouse (its stock then counts) and by location code', async () => {
    expect(await skus(`warehouseId=${warehouseId}`)).toEqual(['KUB-1', 'TEL-1']);
    expect(await skus(`warehouseId=${warehouseId}&stockFrom=5`)).toEqual(['TEL-1']);
    const rows = (await apiAs(ctx, admin)('GET', `/api/products?sort=sku&warehouseId=${warehouseId}`)).json()
      .data;
    expect(rows[0]).toMatchObject({ sku: 'KUB-1', stock: 3, stockReserved: 1, available: 2 });
    expect(await skus('location=01-0')).toEqual(['KUB-1']);
    expect(await skus(`warehouseId=${warehouseId}`, other)).toEqual([]);
  });

  it('filters and shows prices of a price list; dependent lists derived half-up', async () => {
    expect(await skus(`priceListId=${retailId}`)).toEqual(['KUB-1', 'TEL-1']);
    // VIP = retail × 0.9 + 1.50: 1000.05 × 0.9 = 900.045 → 900.05 + 1.50 = 901.55
    const vip = (await apiAs(ctx, admin)('GET', `/api/products?sort=sku&priceListId=${vipId}`)).json().data;
    expect(vip.map((row: { price: unknown }) => row.price)).toEqual([
      { amount: '10.50', currency: 'PLN' },
      { amount: '901.55', currency: 'PLN' },
    ]);
    expect(await skus(`priceListId=${vipId}&priceFrom=901.55`)).toEqual(['TEL-1']);
    expect(await skus(`priceListId=${vipId}&priceTo=901.54`)).toEqual(['KUB-1']);
  });

  it('filters by price and stock ranges, dates (Polish days), category, producer and tags', async () => {
    expect(await skus('priceFrom=19,99&priceTo=59')).toEqual(['KOS-1', 'KUB-1']);
    expect(await skus('stockFrom=3&stockTo=6')).toEqual(['KUB-1', 'ZEG-1']);
    expect(await skus('dateFrom=2024-06-15&dateTo=2024-07-01')).toEqual(['KOS-1', 'KUB-1']);
    expect(await skus(`categoryId=${categoryId}`)).toEqual(['KOS-1', 'TEL-1']);
    expect(await skus(`producerId=${producerId}`)).toEqual(['TEL-1']);
    expect(await skus('tags=kuchnia, nowość')).toEqual(['KUB-1', 'TEL-1']);
  });

  it('refuses bad filters with the field named, never a 500', async () => {
    for (const [query, field] of [
      ['priceFrom=abc', 'priceFrom'],
      ['dateFrom=2024-13-01', 'dateFrom'],
      ['limit=15', 'limit'],
      ['warehouseId=x', 'warehouseId'],
      ['stockStatus=maybe', 'stockStatus'],
      ['cursor=zzz', 'cursor'],
    ]) {
      const response = await apiAs(ctx, admin)('GET', `/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
  });

  it('counts exactly in the summary and lets a read-only role list but not change', async () => {
    expect((await apiAs(ctx, admin)('GET', '/api/products/summary?stockStatus=reserved')).json()).toEqual({
      count: 2,
    });
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    expect((await apiAs(ctx, reader)('GET', '/api/products')).statusCode).toBe(200);
    const none = await createAccount(ctx, { permissions: [] });
    expect((await apiAs(ctx, none)('GET', '/api/products')).statusCode).toBe(403);
  });
});
