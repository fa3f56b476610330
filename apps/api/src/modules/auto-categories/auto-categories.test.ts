import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoCategoryMessages as messages } from '@zaplecze/contract/auto-categories/auto-categories';
import { filterMessages } from '@zaplecze/contract/orders/orders-filter';
import { productFilterMessages } from '@zaplecze/contract/products/product-filter-fields';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { activeRules } from './service';

let categoryId = '';
const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Telewizory Samsung',
  targetCategoryId: categoryId,
  condition: {
    operator: 'AND',
    conditions: [{ fieldId: 'producerName', operator: 'equals', value: 'Samsung' }],
    groups: [
      {
        operator: 'OR',
        conditions: [
          { fieldId: 'name', operator: 'contains', value: 'TV' },
          { fieldId: 'price', operator: 'greaterThan', value: 1000 },
        ],
        groups: [],
      },
    ],
  },
  ...overrides,
});

describe('automatic category rules', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

  const newCategory = async (user: TestUser, name: string): Promise<string> =>
    (await call(user, 'POST', '/api/Product/categories/upsert', { id: null, name })).json().id;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    categoryId = await newCategory(admin, 'Telewizory');
  });

  it('names the target category, refuses a category of another account and keeps a targeted category', async () => {
    const created = (await call(admin, 'POST', '/api/auto-category-rules', rule({ name: 'Z nazwą' }))).json();
    expect(created.targetCategoryName).toBe('Telewizory');
    const stranger = await createAccount(ctx);
    const foreign = await newCategory(stranger, 'Obca');
    for (const targetCategoryId of [foreign, randomUUID()]) {
      const refused = await call(
        admin,
        'POST',
        '/api/auto-category-rules',
        rule({ name: 'Obca', targetCategoryId }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ targetCategoryId: messages.categoryNotFound });
    }
    const deleting = await call(admin, 'DELETE', `/api/Product/categories/${categoryId}`);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().error.message).toBe(messages.categoryInUse(1));
    expect((await call(admin, 'DELETE', `/api/auto-category-rules/${created.id}`)).statusCode).toBe(204);
  });

  it('creates a rule with a nested condition tree, edits, lists active rules in order and deletes', async () => {
    const created = await call(admin, 'POST', '/api/auto-category-rules', rule());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Telewizory Samsung',
      active: true,
      position: 1,
      version: 1,
    });
    expect(created.json().condition.groups[0].conditions).toHaveLength(2);
    const second = (
      await call(admin, 'POST', '/api/auto-category-rules', rule({ name: 'Drogie', active: false }))
    ).json();
    expect(second.position).toBe(2);
    const edited = await call(admin, 'PUT', `/api/auto-category-rules/${second.id}`, {
      ...rule({ name: 'Drogie' }),
      active: true,
      position: 1,
      version: 1,
    });
    expect(edited.json()).toMatchObject({ active: true, position: 1, version: 2 });
    expect((await activeRules(ctx.database.db, admin.accountId)).map((item) => item.name)).toEqual([
      'Telewizory Samsung',
      'Drogie',
    ]);
    expect((await call(admin, 'GET', '/api/auto-category-rules?search=drog')).json().count).toBe(1);
    expect((await call(admin, 'DELETE', `/api/auto-category-rules/${second.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/auto-category-rules/${second.id}`)).statusCode).toBe(404);
  });

  it('refuses unknown fields, wrong values, an empty tree, a missing category and a taken name', async () => {
    const fields = async (body: object) =>
      (await call(admin, 'POST', '/api/auto-category-rules', body)).json().error.fields;
    const tree = (conditions: object[]) => ({ operator: 'AND', conditions, groups: [] });
    expect(
      await fields(
        rule({ name: 'A', condition: tree([{ fieldId: 'colour', operator: 'equals', value: 'x' }]) }),
      ),
    ).toEqual({
      'condition.conditions.0.fieldId': filterMessages.unknownField('colour'),
    });
    expect(
      await fields(
        rule({ name: 'A', condition: tree([{ fieldId: 'price', operator: 'greaterThan', value: 'dużo' }]) }),
      ),
    ).toEqual({
      'condition.conditions.0.value': filterMessages.numberExpected('Cena (brutto)'),
    });
    expect(
      await fields(
        rule({ name: 'A', condition: tree([{ fieldId: 'sku', operator: 'equals', value: ' ' }]) }),
      ),
    ).toEqual({
      'condition.conditions.0.value': productFilterMessages.valueRequired('SKU'),
    });
    expect(await fields(rule({ name: 'A', condition: tree([]) }))).toEqual({
      condition: productFilterMessages.conditionRequired,
    });
    expect(await fields(rule({ name: 'A', targetCategoryId: '' }))).toEqual({
      targetCategoryId: messages.categoryRequired,
    });
    expect(await fields(rule({ name: '  ' }))).toEqual({ name: messages.nameRequired });
    const taken = await call(admin, 'POST', '/api/auto-category-rules', rule({ name: 'telewizory samsung' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: messages.nameTaken });
  });

  it('keeps other accounts out and lets a PIM-read role only read', async () => {
    const mine = (await call(admin, 'POST', '/api/auto-category-rules', rule({ name: 'Tylko moja' }))).json();
    const other = await createAccount(ctx);
    expect((await call(other, 'GET', `/api/auto-category-rules/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', `/api/auto-category-rules/${mine.id}`, { ...rule(), version: 1 })).statusCode,
    ).toBe(404);
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    expect((await call(reader, 'GET', '/api/auto-category-rules')).statusCode).toBe(200);
    expect((await call(reader, 'POST', '/api/auto-category-rules', rule())).statusCode).toBe(403);
  });
});
