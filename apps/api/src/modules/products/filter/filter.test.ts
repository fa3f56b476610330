import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { brands } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, insertCategory, insertProducer, insertProducts } from '../list/fixtures';

type Condition = { fieldId: string; operator: string; value?: string | number | null };
const and = (...conditions: Condition[]): FilterGroup => ({ operator: 'AND', conditions, groups: [] });
const or = (...conditions: Condition[]): FilterGroup => ({ operator: 'OR', conditions, groups: [] });

describe('products list: conditional filter over the product fields (one compiler)', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  const skus = async (filter: FilterGroup, user: TestUser = admin) => {
    const response = await apiAs(ctx, user)(
      'GET',
      `/api/products?limit=100&sort=sku&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductList).data.map((row) => row.sku);
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    const db = ctx.database.db;
    const a = admin.accountId;
    const producer = await insertProducer(db, a, 'Bosch Sp. z o.o.');
    const category = await insertCategory(db, a, 'Narzędzia');
    const [brand] = await db
      .insert(brands)
      .values({ accountId: a, name: 'Makita' } as typeof brands.$inferInsert)
      .returning();
    await insertProducts(db, a, [
      {
        sku: 'WIE-100',
        name: 'Wiertarka udarowa',
        ean: '5901234123457',
        status: 'Published',
        type: 'Simple',
        price: '349.00',
        stock: 8,
        weightAmount: '2.1',
        weightUnit: 'kg',
        producerId: producer.id,
        categoryId: category.id,
        tags: ['narzędzia', 'promocja'],
        createdAt: new Date('2024-05-01T21:30:00Z'),
      },
      {
        sku: 'WKR-200',
        name: 'Wkrętarka',
        status: 'Draft',
        type: 'Variable',
        price: '199.00',
        stock: 0,
        weightAmount: '900',
        weightUnit: 'g',
        brandId: brand!.id,
        tags: ['narzędzia'],
        createdAt: new Date('2024-05-02T08:00:00Z'),
      },
      {
        sku: 'PIL-300',
        name: 'Piła tarczowa',
        status: 'Archived',
        type: 'Simple',
        price: null,
        stock: 3,
        createdAt: new Date('2024-06-01T08:00:00Z'),
      },
    ]);
    await insertProducts(db, other.accountId, [
      { sku: 'WIE-100', name: 'Wiertarka obca', status: 'Published' },
    ]);
  });

  it('compiles text fields with every text operator', async () => {
    expect(await skus(and({ fieldId: 'name', operator: 'contains', value: 'WIER' }))).toEqual(['WIE-100']);
    expect(await skus(and({ fieldId: 'name', operator: 'startsWith', value: 'wk' }))).toEqual(['WKR-200']);
    expect(await skus(and({ fieldId: 'name', operator: 'endsWith', value: 'czowa' }))).toEqual(['PIL-300']);
    expect(await skus(and({ fieldId: 'name', operator: 'notContains', value: 'RK' }))).toEqual(['PIL-300']);
    expect(await skus(and({ fieldId: 'sku', operator: 'equals', value: 'wkr-200' }))).toEqual(['WKR-200']);
    expect(await skus(and({ fieldId: 'ean', operator: 'isEmpty' }))).toEqual(['PIL-300', 'WKR-200']);
    expect(await skus(and({ fieldId: 'ean', operator: 'isNotEmpty' }))).toEqual(['WIE-100']);
  });

  it('compiles selects, numbers (weight in kg) and Polish calendar dates', async () => {
    expect(await skus(and({ fieldId: 'status', operator: 'equals', value: 'Draft' }))).toEqual(['WKR-200']);
    expect(await skus(and({ fieldId: 'type', operator: 'notEquals', value: 'Simple' }))).toEqual(['WKR-200']);
    expect(await skus(and({ fieldId: 'price', operator: 'greaterThan', value: 200 }))).toEqual(['WIE-100']);
    expect(await skus(and({ fieldId: 'stock', operator: 'lessThanOrEqual', value: '3' }))).toEqual([
      'PIL-300',
      'WKR-200',
    ]);
    expect(await skus(and({ fieldId: 'weight', operator: 'lessThan', value: 1 }))).toEqual(['WKR-200']);
    // 21:30 UTC on 1 May is 23:30 in Warsaw: still 1 May there.
    expect(await skus(and({ fieldId: 'createdAt', operator: 'equals', value: '2024-05-01' }))).toEqual([
      'WIE-100',
    ]);
    expect(await skus(and({ fieldId: 'createdAt', operator: 'after', value: '2024-05-01' }))).toEqual([
      'PIL-300',
      'WKR-200',
    ]);
  });

  it('compiles linked names and tags, keeping products without a link for negative operators', async () => {
    expect(await skus(and({ fieldId: 'producerName', operator: 'contains', value: 'bosch' }))).toEqual([
      'WIE-100',
    ]);
    expect(await skus(and({ fieldId: 'producerName', operator: 'notContains', value: 'bosch' }))).toEqual([
      'PIL-300',
      'WKR-200',
    ]);
    expect(await skus(and({ fieldId: 'brandName', operator: 'equals', value: 'Makita' }))).toEqual([
      'WKR-200',
    ]);
    expect(await skus(and({ fieldId: 'categoryName', operator: 'isEmpty' }))).toEqual(['PIL-300', 'WKR-200']);
    expect(await skus(and({ fieldId: 'supplierName', operator: 'isNotEmpty' }))).toEqual([]);
    expect(await skus(and({ fieldId: 'tags', operator: 'equals', value: 'promocja' }))).toEqual(['WIE-100']);
    expect(await skus(and({ fieldId: 'tags', operator: 'notEquals', value: 'promocja' }))).toEqual([
      'PIL-300',
      'WKR-200',
    ]);
  });

  it('nests AND/OR groups and skips incomplete conditions, within the account only', async () => {
    const nested: FilterGroup = {
      operator: 'OR',
      conditions: [{ fieldId: 'status', operator: 'equals', value: 'Archived' }],
      groups: [
        {
          ...and(
            { fieldId: 'tags', operator: 'contains', value: 'narzędz' },
            { fieldId: 'name', operator: 'contains', value: '' },
          ),
          groups: [
            or(
              { fieldId: 'price', operator: 'lessThan', value: 200 },
              { fieldId: 'ean', operator: 'equals', value: '5901234123457' },
            ),
          ],
        },
      ],
    };
    expect(await skus(nested)).toEqual(['PIL-300', 'WIE-100', 'WKR-200']);
    const narrower = { ...nested, operator: 'AND' as const };
    expect(await skus(narrower)).toEqual([]);
    expect(await skus(and({ fieldId: 'name', operator: 'contains', value: 'Wiertarka' }), other)).toEqual([
      'WIE-100',
    ]);
  });

  it('refuses an unknown field, a wrong operator, a bad value or bad JSON with 400 and the path', async () => {
    const bad = async (filter: string) => {
      const response = await apiAs(ctx, admin)('GET', `/api/products?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, filter).toBe(400);
      return response.json().error;
    };
    expect(
      (await bad(JSON.stringify(and({ fieldId: 'secret', operator: 'equals', value: 'x' })))).fields,
    ).toHaveProperty(['filter.conditions.0.fieldId']);
    expect(
      (await bad(JSON.stringify(and({ fieldId: 'price', operator: 'contains', value: '1' })))).fields,
    ).toHaveProperty(['filter.conditions.0.operator']);
    expect(
      (await bad(JSON.stringify(and({ fieldId: 'price', operator: 'equals', value: 'dużo' })))).fields,
    ).toHaveProperty(['filter.conditions.0.value']);
    expect(
      (await bad(JSON.stringify(and({ fieldId: 'status', operator: 'equals', value: 'Sold' })))).fields,
    ).toHaveProperty(['filter.conditions.0.value']);
    expect((await bad('{not json')).message).toBeTruthy();
  });
});
