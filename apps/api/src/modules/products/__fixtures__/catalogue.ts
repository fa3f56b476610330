import { and, eq } from 'drizzle-orm';
import type { Product } from '@zaplecze/contract/products/products';
import { auditLog } from '../../../db/schema/index';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A valid product body; SKU made unique per call unless given. */
let counter = 0;
export function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    sku: `TEST-${Date.now().toString(36)}-${counter}`,
    name: 'Czajnik elektryczny Łucznik 1,7 l',
    ean: '5901234123457',
    ...overrides,
  };
}

/** HTTP calls of one user, and shortcuts for the records products point at. */
export function catalogueClient(ctx: TestContext, user: TestUser) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const created = async (method: Method, url: string, payload: object) => {
    const response = await call(method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    call,
    createProduct: async (overrides: Record<string, unknown> = {}) =>
      (await created('POST', '/api/products', productBody(overrides))) as Product,
    priceList: (body: Record<string, unknown>) =>
      created('POST', '/api/price-lists', { type: 'independent', currency: 'PLN', ...body }) as Promise<{
        id: string;
        version: number;
      }>,
    parameter: (name: string, usedInVariants: boolean) =>
      created('POST', '/api/parameters', {
        name,
        type: 'ONE_SELECT',
        usedInVariants,
        values: [{ value: 'M' }],
      }) as Promise<{
        id: string;
      }>,
    producer: (name: string) =>
      created('POST', '/api/Product/producers/upsert', {
        id: null,
        name,
        countryCode: 'PL',
        street: 'ul. Fabryczna 1',
        postalCode: '00-001',
        city: 'Warszawa',
        email: 'kontakt@example.com',
        phoneNumber: '221234567',
        formUrl: 'https://example.com/kontakt',
      }) as Promise<{ id: string }>,
    category: (name: string) =>
      created('POST', '/api/Product/categories/upsert', { id: null, name }) as Promise<{ id: string }>,
    auditOf: (targetId: string) =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, targetId), eq(auditLog.accountId, user.accountId))),
  };
}
