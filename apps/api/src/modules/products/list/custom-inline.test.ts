import { beforeAll, describe, expect, it } from 'vitest';
import {
  customInlineMessages,
  type CustomInlineFilters,
} from '@zaplecze/contract/products/product-custom-filters';
import { productFilterMessages } from '@zaplecze/contract/products/product-filter-fields';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { apiAs, seedCustomFieldCatalogue } from './fixtures';

const param = (custom: CustomInlineFilters | string) =>
  `custom=${encodeURIComponent(typeof custom === 'string' ? custom : JSON.stringify(custom))}`;

describe('products list: custom fields in the inline filter panel (`custom`)', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  const list = (custom: CustomInlineFilters | string, user: TestUser = admin, extra = '') =>
    apiAs(ctx, user)('GET', `/api/products?limit=100&sort=sku&${param(custom)}${extra}`);
  const skus = async (custom: CustomInlineFilters, user: TestUser = admin, extra = '') => {
    const response = await list(custom, user, extra);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductList).data.map((row) => row.sku);
  };
  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    await seedCustomFieldCatalogue(ctx, admin, other, 'Z-9');
  });

  it('text: contains, any case', async () => {
    expect(await skus({ material: { contains: 'CERAM' } })).toEqual(['A-1']);
    expect(await skus({ material: { contains: 'a' } })).toEqual(['A-1', 'B-2']);
  });

  it('number: from / to, inclusive; a stored non-number matches nothing', async () => {
    expect(await skus({ gwarancja: { from: '6' } })).toEqual(['A-1', 'B-2']);
    expect(await skus({ gwarancja: { from: '7' } })).toEqual(['A-1']);
    expect(await skus({ gwarancja: { to: '6' } })).toEqual(['B-2']);
    expect(await skus({ gwarancja: { from: '5,5', to: '24' } })).toEqual(['A-1', 'B-2']);
  });

  it('yes/no: Tak or Nie', async () => {
    expect(await skus({ eko: { equals: 'true' } })).toEqual(['A-1']);
    expect(await skus({ eko: { equals: 'false' } })).toEqual(['B-2']);
  });

  it('list: one of its options', async () => {
    expect(await skus({ kolor: { equals: 'Zielony' } })).toEqual(['B-2']);
  });

  it('date: from / to, both days included', async () => {
    expect(await skus({ premiera: { from: '2024-05-01' } })).toEqual(['A-1']);
    expect(await skus({ premiera: { to: '2024-05-01' } })).toEqual(['A-1', 'B-2']);
    expect(await skus({ premiera: { to: '2024-04-30' } })).toEqual(['B-2']);
    expect(await skus({ premiera: { from: '2024-01-01', to: '2024-12-31' } })).toEqual(['A-1']);
  });

  it('combines fields with AND, and with the other inline filters; blank values filter nothing', async () => {
    expect(await skus({ material: { contains: 'a' }, kolor: { equals: 'Czerwony' } })).toEqual(['A-1']);
    expect(await skus({ material: { contains: 'a' } }, admin, '&name=misk')).toEqual(['B-2']);
    expect(await skus({ material: { contains: '  ' } })).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });

  it('the summary counts the same', async () => {
    const response = await apiAs(ctx, admin)(
      'GET',
      `/api/products/summary?${param({ gwarancja: { from: '1' } })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
  });

  it("another account's key matches nothing: 400 in Polish, no rows", async () => {
    const response = await list({ obce: { contains: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(productFilterMessages.unknownCustomField('obce'));
    expect(response.json().error.fields['custom.obce']).toBe(
      productFilterMessages.unknownCustomField('obce'),
    );
    // …and the owner filters by it only within its own products.
    expect(await skus({ obce: { contains: 'x' } }, other)).toEqual(['Z-9']);
    expect((await list({ material: { contains: 'ceram' } }, other)).statusCode).toBe(400);
  });

  it('refuses a wrong part, a bad value, too many fields, a too long value and bad JSON, in Polish', async () => {
    const message = async (custom: CustomInlineFilters | string) => {
      const response = await list(custom);
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json().error as { message: string; fields?: Record<string, string> };
      return `${error.message} ${Object.values(error.fields ?? {}).join(' ')}`;
    };
    expect(await message({ gwarancja: { contains: '6' } })).toContain(
      customInlineMessages.wrongPart('Gwarancja (mies.)'),
    );
    expect(await message({ gwarancja: { from: 'dużo' } })).toContain(
      'Pole „Gwarancja (mies.)” wymaga wartości liczbowej.',
    );
    expect(await message({ premiera: { from: '2024-02-30' } })).toContain(
      'Pole „Data premiery” wymaga daty w formacie RRRR-MM-DD.',
    );
    expect(await message({ kolor: { equals: 'Niebieski' } })).toContain(
      'Pole „Kolor” przyjmuje tylko wartości z listy.',
    );
    expect(await message({ eko: { equals: 'tak' } })).toContain(
      'Pole „Ekologiczny” przyjmuje tylko wartości z listy.',
    );
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`pole_${i}`, { contains: 'x' }]));
    expect(await message(many)).toContain(customInlineMessages.tooMany);
    expect(await message({ material: { contains: 'x'.repeat(201) } })).toContain(
      customInlineMessages.valueTooLong,
    );
    expect(await message('{nie json')).toContain(customInlineMessages.invalid);
    expect(await message({ 'Zły klucz': { contains: 'x' } })).toContain(customInlineMessages.invalid);
  });
});
